import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store';
import { stubApi } from '../test/stub-api';
import { renderPublicPage } from './prerender-page';

function parsed(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

describe('renderPublicPage', () => {
  beforeEach(() => {
    // The build renders for a signed-out visitor; test files share modules, and so the session.
    sessionStore.clear();
    stubApi({});
  });

  it('gives the landing page with its header, hero and footer, before any data', () => {
    const page = parsed(renderPublicPage('/'));
    expect(page.querySelector('h1')?.textContent).toMatch(/^Your best work/);
    expect(page.querySelector('a[href="/login"]')?.textContent).toBe('Log in');
    expect(page.querySelector('footer')).not.toBeNull();
    // The counts are dashes until platform-stats answers, as on the app's own first render.
    expect(page.querySelector('.stats-band__value')?.textContent).toBe('–');
  });

  it('gives the sign-in form with its labelled fields', () => {
    const page = parsed(renderPublicPage('/login'));
    expect(page.querySelector('h1')?.textContent).toBe('Welcome Back');
    expect(page.querySelector('label[for="login_email"]')?.textContent).toBe('Email');
    expect(page.querySelector('input#login_password')?.getAttribute('type')).toBe('password');
  });
});
