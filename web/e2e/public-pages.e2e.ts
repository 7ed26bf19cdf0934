import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, pathOf, waitForPath } from './support/browser-session';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function open(path: string, options: Parameters<typeof openContext>[1] = {}) {
  context = await openContext(browser, options);
  page = await context.newPage();
  await page.goto(path);
  return page;
}

describe('landing and pricing', () => {
  it('shows the hero, the stats and the sample testimonials', async () => {
    await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The platform's own counts from platform-stats, never made-up figures.
    const stats = page.getByRole('region', { name: 'Tessera in numbers' });
    await expect
      .poll(() => stats.locator('.stats-band__value').first().textContent(), { timeout: 15_000 })
      .toMatch(/^[\d,]+$/);
    expect(await page.getByText('50+').count()).toBe(0);
    expect(await page.getByText('24/7').count()).toBe(0);
    expect(await page.getByText('Sample quote', { exact: true }).count()).toBe(3);
  });

  it('opens the pricing dialog on the subscriber tab, switches to annual and sends visitors to /login', async () => {
    await open('/');
    await page.getByRole('button', { name: 'View Subscriber Plans' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Subscriber Plans', selected: true }).waitFor();
    await dialog.getByText('Annual').click();
    expect(await dialog.getByText('/year').count()).toBeGreaterThan(0);
    await dialog.getByRole('tab', { name: 'Creator Plans' }).click();
    await dialog.getByTestId('tier-card-pro-creator').click();
    await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
    await waitForPath(page, '/login');
  });

  it('has no horizontal scroll on a phone', async () => {
    for (const path of ['/', '/login', '/register', '/help']) {
      await open(path, { width: 390 });
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

describe('help centre', () => {
  it('finds articles as you type and opens one', async () => {
    await open('/help');
    await page.getByLabel('Search help articles').fill('password');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.locator('mark').first().waitFor();
    await results.getByRole('link').first().click();
    expect(pathOf(page)).toMatch(/^\/help\/[a-z0-9-]+$/);
    await page.getByText('Was this helpful?').waitFor();
  });

  it('serves static pages and the 404 page', async () => {
    await open('/privacy');
    await page.getByText('Last updated').waitFor();
    await page.goto('/help/not-a-real-article');
    await page.getByText('404 - Page Not Found').waitFor();
  });
});

describe('cookie consent', () => {
  it('remembers Decline All across a reload and keeps optional cookies off', async () => {
    await open('/help', { acceptCookies: false });
    await page.getByRole('button', { name: 'Decline All' }).click();
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('tessera_consent');
    expect(names).not.toContain('tessera_analytics');
  });

  it('saves custom preferences and shows them again after a reload', async () => {
    await open('/help', { acceptCookies: false });
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('switch', { name: 'Analytics' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    expect(await page.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(false);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['tessera_consent', 'tessera_analytics']));
  });
});
