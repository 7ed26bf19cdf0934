#!/usr/bin/env node
// Puts the first screen of the landing and sign-in pages into dist/index.html, one copy for phones
// and one for wider screens, so they paint as soon as the HTML and CSS arrive instead of after the
// JavaScript has loaded and run. public/first-paint.js shows the copy of the address being opened
// (the CSS picks the width); the app replaces it when it starts. Run after `vite build`.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const PAGES = ['/', '/login'];
/** Widths to render at: below the tablet breakpoint (768 px), the header is the phone's. */
const LAYOUTS = { phone: 390, wide: 1280 };
const ROOT_ELEMENT = '<div id="root"></div>';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const indexPath = path.join(webDir, 'dist', 'index.html');

/** A browser-like global scope: no storage content, no network, the given screen width. */
function emulateBrowser() {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  const screen = { width: LAYOUTS.wide };
  const matches = (query) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    return minWidth ? screen.width >= Number(minWidth[1]) : false;
  };
  window.matchMedia = (query) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  });
  window.scrollTo = () => {};
  // Requests never answer: the markup is the first screen's, before any data.
  window.fetch = () => new Promise(() => {});
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globalThis)) globalThis[key] = window[key];
  }
  globalThis.window = window;
  globalThis.fetch = window.fetch;
  return screen;
}

const outDir = await mkdtemp(path.join(tmpdir(), 'tessera-prerender-'));
try {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender-page.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const entry = (await readdir(outDir)).find((file) => /^prerender-page\.m?js$/.test(file));
  if (!entry) throw new Error(`The prerender build wrote no prerender-page.js to ${outDir}`);

  const screen = emulateBrowser();
  const { renderPublicPage } = await import(pathToFileURL(path.join(outDir, entry)).href);
  const copies = [];
  for (const page of PAGES) {
    for (const [layout, width] of Object.entries(LAYOUTS)) {
      screen.width = width;
      const markup = renderPublicPage(page);
      copies.push(
        `<div class="first-paint" data-page="${page}" data-layout="${layout}">${markup}</div>`,
      );
    }
  }
  const html = await readFile(indexPath, 'utf8');
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`${indexPath} has no empty ${ROOT_ELEMENT}`);
  await writeFile(indexPath, html.replace(ROOT_ELEMENT, `<div id="root">${copies.join('')}</div>`));
  console.log(`prerendered ${PAGES.join(', ')} at ${Object.values(LAYOUTS).join(' and ')} px`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
// The app's timers (session checks, the consent banner's delay) would keep the process alive.
process.exit(0);
