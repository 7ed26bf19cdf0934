import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');

export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/screenshots',
);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export type Theme = 'light' | 'dark';

export interface Viewport {
  theme: Theme;
  width: number;
}

const EVERY_VIEWPORT: readonly Viewport[] = [
  { theme: 'light', width: 1280 },
  { theme: 'light', width: 390 },
  { theme: 'dark', width: 1280 },
  { theme: 'dark', width: 390 },
];

/**
 * The themes and widths a journey looks at its screens in. `npm test` checks a phone in dark, where
 * overflow and contrast break first; `npm run screenshots` sets E2E_EVERY_VIEWPORT and captures all
 * four for a person to look at. Capturing all four in `npm test` cost about 90 s of the tier.
 */
export const VIEWPORTS: readonly Viewport[] =
  process.env.E2E_EVERY_VIEWPORT === '1' ? EVERY_VIEWPORT : [{ theme: 'dark', width: 390 }];

interface ContextOptions {
  width?: number;
  theme?: Theme;
  /** Store a cookie decision up front so the banner stays out of the way. */
  acceptCookies?: boolean;
}

export async function openContext(
  browser: Browser,
  { width = 1280, theme = 'light', acceptCookies = true }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: theme,
    baseURL: BASE_URL,
  });
  await context.addInitScript(
    ({ theme: mode, accept }) => {
      if (!window.localStorage.getItem('tessera.theme')) {
        window.localStorage.setItem('tessera.theme', JSON.stringify(mode));
      }
      if (accept && !window.localStorage.getItem('tessera.cookie-consent')) {
        window.localStorage.setItem(
          'tessera.cookie-consent',
          JSON.stringify({
            hasConsent: true,
            timestamp: new Date().toISOString(),
            version: '1.0',
            preferences: { necessary: true, functional: true, analytics: false, marketing: false },
          }),
        );
      }
    },
    { theme, accept: acceptCookies },
  );
  return context;
}

/** How far the page is wider than the window: above 0 means a sideways scroll. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === expected, { timeout: 15_000 });
}

/** A unique, valid username and email for each registration run. */
export function uniqueIdentity(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `${prefix}_${stamp}`.slice(0, 20);
  return { username, email: `${username}@e2e.tessera.example`, password: 'Sturdy9Password' };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
