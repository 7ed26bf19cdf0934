import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { launchBrowser, openContext, type Theme } from './support/browser-session';
import { registered, sellsTier, signedIn, type Account } from './support/e2e-accounts';

/** A screen and what shows once it has loaded its data, so axe sees the page people see. */
interface Screen {
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 15_000 });

let browser: Browser;
let creator: Account;
let fan: Account;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  [creator, fan] = await Promise.all([
    registered('creator', 'Odile Brightwater'),
    registered('subscriber', 'Anselm Fairweather'),
  ]);
  // A tier, so the profile and checkout show what they sell.
  await sellsTier(creator, {
    name: 'Supporter',
    priceCents: 799,
    benefits: ['Every post', 'Messages'],
  });
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

const PUBLIC_SCREENS: Screen[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/login', ready: heading('Welcome Back') },
  { path: '/register', ready: heading(/Choose Your Path|Create Your Account/) },
];

const SIGNED_IN_SCREENS = (): Screen[] => [
  { path: '/dashboard', ready: heading(/Welcome, Anselm/) },
  { path: '/explore', ready: heading('Explore') },
  { path: '/messages', ready: heading('Messages') },
  { path: `/profile/${creator.id}`, ready: heading('Odile Brightwater') },
  {
    path: `/subscribe/${creator.id}`,
    ready: (page) =>
      page
        .getByTestId(/creator-tier-/)
        .first()
        .waitFor({ timeout: 15_000 }),
  },
];

/** Each screen's serious and critical violations, by path; an empty object means all pass. */
async function violationsOf(page: Page, screens: Screen[]) {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    const violations = await seriousAccessibilityViolations(page);
    if (violations.length > 0) found[screen.path] = violations;
  }
  return found;
}

// Contrast differs by theme, so each theme is checked, at the width people most use it at.
const THEMES: { theme: Theme; width: number }[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 390 },
];

describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const { theme, width } of THEMES) {
    it(`finds no serious violation on the public screens in ${theme} at ${width}px`, async () => {
      const context = await openContext(browser, { theme, width });
      const page = await context.newPage();
      pages.push(page);
      expect(await violationsOf(page, PUBLIC_SCREENS)).toEqual({});
    });

    it(`finds no serious violation on a fan's screens in ${theme} at ${width}px`, async () => {
      const page = await signedIn(browser, fan, theme, width);
      pages.push(page);
      expect(await violationsOf(page, SIGNED_IN_SCREENS())).toEqual({});
    });
  }
});
