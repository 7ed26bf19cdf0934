import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Ant Design renders slowly under jsdom and screens load lazily, so allow more than a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Ant Design and the shell call; these stand-ins do nothing.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('min-width: 1024px') || query.includes('min-width: 768px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;
// jsdom has no object URLs, and Node's own `URL.createObjectURL` refuses jsdom's File; previews
// get a fixed URL. Set for every file, since a test may replace or delete it for its own checks.
for (const [name, value] of [
  ['createObjectURL', () => 'blob:test-preview'],
  ['revokeObjectURL', () => undefined],
] as const) {
  Object.defineProperty(URL, name, { configurable: true, writable: true, value });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom cannot compute pseudo-element styles and logs an error when asked; drop that argument.
// Test files share the window, so wrap jsdom's own function, not the previous file's wrapper.
const JSDOM_GET_COMPUTED_STYLE = Symbol.for('tessera.jsdomGetComputedStyle');
const testWindow = window as Window & { [JSDOM_GET_COMPUTED_STYLE]?: Window['getComputedStyle'] };
const jsdomGetComputedStyle = (testWindow[JSDOM_GET_COMPUTED_STYLE] ??= window.getComputedStyle);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
