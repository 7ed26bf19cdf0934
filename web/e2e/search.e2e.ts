import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  horizontalOverflow,
  launchBrowser,
  screenshot,
  type Theme,
  VIEWPORTS,
  waitForPath,
} from './support/browser-session';
import { api, registered, signedIn, type Account } from './support/e2e-accounts';

// The stack keeps its accounts between runs: a suffix keeps this run's creator apart from older ones.
const SUFFIX = Math.random().toString(36).slice(2, 6);
const CREATOR_NAME = `Ysolde Marchbanks ${SUFFIX}`;
/** The surname with a dropped letter, as someone typing fast would. */
const CREATOR_TYPO = 'Ysolde Marchbnks';
const SUNSET_QUERY = 'ocean sunset photos';

let browser: Browser;
let creator: Account;
let fan: Account;
let coastPostId: string;
let ramenPostId: string;
/** The pages a test opened, each in its own browser context, closed after it. */
const pages: Page[] = [];
/** Console errors and uncaught exceptions of the open pages, by page. */
const problems = new Map<Page, string[]>();

async function adminToken(): Promise<string> {
  const login = await api('POST', '/api/auth/login', {
    email: process.env.E2E_ADMIN_EMAIL,
    password: process.env.E2E_ADMIN_PASSWORD,
  });
  expect(login.status).toBe(200);
  return login.body.data.token;
}

/** Publishes a public text post and has the admin approve it, as moderation requires. */
async function publishedPost(post: Record<string, unknown>, admin: string): Promise<string> {
  const created = await api(
    'POST',
    '/api/content',
    { type: 'text', privacyLevel: 'public', ...post },
    creator.token,
  );
  expect(created.status).toBe(201);
  const id: string = created.body.data.id;
  const review = await api('POST', `/api/content/${id}/moderation`, { decision: 'approve' }, admin);
  expect(review.status).toBe(200);
  return id;
}

/** The result URLs the search API answers the subscriber for a query, best first. */
async function resultUrls(query: string, types: string): Promise<string[]> {
  const answer = await api(
    'GET',
    `/api/search?q=${encodeURIComponent(query)}&types=${types}`,
    undefined,
    fan.token,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.results.map((result: { url: string }) => result.url);
}

/** A signed-in subscriber's page whose console errors and uncaught exceptions are recorded. */
async function fanPage(theme: Theme = 'light', width = 1280): Promise<Page> {
  const page = await signedIn(browser, fan, theme, width);
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`${page.url()}: ${error.message}`));
  problems.set(page, seen);
  pages.push(page);
  return page;
}

/** Opens Neural Search from the header and types the query; resolves once results are shown. */
async function searchInDialog(page: Page, query: string) {
  await page.getByRole('button', { name: 'Neural Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neural Search' });
  await dialog.getByLabel('Search query').fill(query);
  await dialog
    .getByRole('list', { name: 'Search results' })
    .getByRole('link')
    .first()
    .waitFor({ timeout: 15_000 });
  return dialog;
}

/** Searches from the Explore box; resolves once results are shown. */
async function searchOnExplore(page: Page, query: string) {
  await page.goto('/explore');
  await page.getByLabel('Search creators and posts').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('link').first().waitFor({ timeout: 15_000 });
  return results;
}

beforeAll(async () => {
  browser = await launchBrowser();
  creator = await registered('creator', CREATOR_NAME);
  fan = await registered('subscriber', 'E2E subscriber');
  const admin = await adminToken();
  coastPostId = await publishedPost(
    {
      title: 'Golden hour on the coast',
      description:
        'Waves rolling in while the sun goes down over the sea, shot from the cliffs at dusk.',
      body: 'The last light turned the water orange before the tide came in.',
      tags: ['seascape', 'photography', 'dusk'],
    },
    admin,
  );
  ramenPostId = await publishedPost(
    {
      title: 'Tonkotsu ramen from scratch',
      description: 'Twelve hours of pork bone broth, hand-pulled noodles and a soft-boiled egg.',
      body: 'Simmer the bones hard so the broth turns milky, then season with tare.',
      tags: ['cooking', 'ramen', 'recipes'],
    },
    admin,
  );
  // Search is fed by events: both posts and the creator arrive a moment after they are published.
  await vi.waitFor(
    async () => {
      expect(await resultUrls(CREATOR_TYPO, 'creator')).toContain(`/profile/${creator.id}`);
      expect(await resultUrls(SUNSET_QUERY, 'content')).toContain(`/content/${coastPostId}`);
      // Indexed too, so where it ranks for the sunset query is the ranking's doing.
      expect(await resultUrls('tonkotsu ramen', 'content')).toContain(`/content/${ramenPostId}`);
    },
    { timeout: 30_000, interval: 500 },
  );
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  for (const page of pages) expect(problems.get(page), 'console errors').toEqual([]);
  problems.clear();
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

describe('search', () => {
  it('finds a creator by a misspelt name in Neural Search and opens their profile', async () => {
    const page = await fanPage();
    const dialog = await searchInDialog(page, CREATOR_TYPO);
    const card = dialog.locator(`a.search-result[href="/profile/${creator.id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(CREATOR_NAME);
    // Insights explains the same result from the server's answer.
    await dialog.getByRole('tab', { name: 'Insights' }).click();
    const insight = dialog
      .getByRole('list', { name: 'Insights' })
      .getByRole('listitem')
      .filter({ hasText: CREATOR_NAME })
      .first();
    await insight.waitFor();
    await dialog.getByRole('button', { name: 'Show Details' }).click();
    await insight.getByText('Ranking boosts:').waitFor();
    await screenshot(page, 'search-dialog-insights-light-1280', false);
    await dialog.getByRole('tab', { name: 'Search' }).click();
    await card.click();
    await waitForPath(page, `/profile/${creator.id}`);
    await page.getByRole('heading', { name: CREATOR_NAME }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog', { name: 'Neural Search' }).count()).toBe(0);
  });

  it('ranks the coast post above the ramen post for "ocean sunset photos" on Explore', async () => {
    const page = await fanPage();
    const results = await searchOnExplore(page, SUNSET_QUERY);
    const urls = await results
      .locator('a.search-result')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const coast = urls.indexOf(`/content/${coastPostId}`);
    const ramen = urls.indexOf(`/content/${ramenPostId}`);
    expect(coast).toBeGreaterThanOrEqual(0);
    if (ramen >= 0) expect(coast).toBeLessThan(ramen);
    await results.locator(`a.search-result[href="/content/${coastPostId}"]`).click();
    await waitForPath(page, `/content/${coastPostId}`);
    await page.getByText('Golden hour on the coast').first().waitFor({ timeout: 15_000 });
  });

  for (const { theme, width } of VIEWPORTS) {
    it(`shows real results in the dialog and on Explore at ${width} px, ${theme}`, async () => {
      const page = await fanPage(theme, width);
      await searchOnExplore(page, SUNSET_QUERY);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), 'Explore').toBeLessThanOrEqual(0);
      await screenshot(page, `search-explore-${theme}-${width}`);

      const dialog = await searchInDialog(page, CREATOR_TYPO);
      await dialog.locator(`a.search-result[href="/profile/${creator.id}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), 'dialog').toBeLessThanOrEqual(0);
      await screenshot(page, `search-dialog-${theme}-${width}`, false);
    });
  }
});
