import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openContext, screenshot, type Theme } from '../support/browser-session';

const THEMES: Theme[] = ['light', 'dark'];
const WIDTHS = [1280, 390];
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'help', path: '/help' },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('screenshots', () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`captures the key screens in ${theme} at ${width}px`, async () => {
        const context = await openContext(browser, { theme, width });
        const page = await context.newPage();
        for (const { name, path } of PAGES) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(1200);
          await screenshot(page, `${name}-${theme}-${width}`);
        }
        await page.goto('/');
        await page.getByRole('button', { name: 'View Subscriber Plans' }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
        // The dialog floats over the viewport, so a viewport shot shows it best.
        await screenshot(page, `pricing-${theme}-${width}`, false);
        await context.close();
      });
    }
  }
});
