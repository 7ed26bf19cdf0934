import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, pathOf, screenshot, waitForPath } from './support/browser-session';
import { api, registered, signedIn, type Account } from './support/e2e-accounts';

/** An id no record has: guards answer before anything looks it up. */
const NO_ID = '0123456789abcdef01234567';

/** Every route the admin service serves under /api/admin, from its controllers. */
const ADMIN_ROUTES: Array<[method: string, path: string]> = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/users'],
  ['GET', `/api/admin/users/${NO_ID}`],
  ['PUT', `/api/admin/users/${NO_ID}/status`],
  ['PUT', `/api/admin/users/${NO_ID}`],
  ['POST', '/api/admin/users/bulk'],
  ['GET', '/api/admin/appeals'],
  ['POST', `/api/admin/appeals/${NO_ID}/decision`],
  ['GET', '/api/admin/verifications'],
  ['POST', `/api/admin/verifications/${NO_ID}/decision`],
  ['GET', '/api/admin/reports'],
  ['POST', `/api/admin/reports/${NO_ID}/claim`],
  ['POST', `/api/admin/reports/${NO_ID}/notes`],
  ['POST', `/api/admin/reports/${NO_ID}/resolve`],
  ['POST', '/api/admin/reviews/bulk'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/audit/verify'],
  ['GET', `/api/admin/audit/${NO_ID}`],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['GET', '/api/admin/tags'],
  ['POST', '/api/admin/tags'],
  ['PUT', `/api/admin/tags/${NO_ID}`],
  ['DELETE', `/api/admin/tags/${NO_ID}`],
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/users',
  `/admin/users/${NO_ID}`,
  '/admin/content',
  '/admin/audit',
  '/admin/settings',
  '/admin/tags',
  '/admin/credentials',
  '/admin/user-credentials',
];

const SUFFIX = Math.random().toString(36).slice(2, 6);
const SUSPEND_REASON = `Repeated spam in comments (${SUFFIX})`;
const REINSTATE_REASON = `Appeal accepted, spam was a shared device (${SUFFIX})`;

let browser: Browser;
let admin: string;
let creator: Account;
let fan: Account;
const pages: Page[] = [];
/** Uncaught exceptions of the open pages. */
const crashes: string[] = [];

async function signIn(who: Pick<Account, 'email' | 'password'>) {
  return api('POST', '/api/auth/login', { email: who.email, password: who.password });
}

const adminAccount = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
});

async function openAs(who: Pick<Account, 'email' | 'password'>): Promise<Page> {
  const page = await signedIn(browser, who);
  page.on('pageerror', (error) => crashes.push(`${page.url()}: ${error.message}`));
  pages.push(page);
  return page;
}

/** Polls an admin API read until `ready` holds for its data; the read models follow events. */
async function adminReadUntil<T>(path: string, ready: (data: T) => boolean): Promise<T> {
  let last: T | undefined;
  await vi.waitFor(
    async () => {
      const answer = await api('GET', path, undefined, admin);
      expect(answer.status).toBe(200);
      last = answer.body.data;
      expect(ready(answer.body.data)).toBe(true);
    },
    { timeout: 30_000, interval: 250 },
  );
  return last as T;
}

/** Confirms the open dialog titled `title`, after typing the reason it asks for. */
async function confirmWithReason(page: Page, title: string, button: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  return dialog;
}

const accountActions = (page: Page) => page.getByRole('toolbar', { name: 'Account actions' });

/** The account status shown beside the user's name. */
function statusTag(page: Page): Locator {
  return page.locator('.page-title + .ant-tag');
}

/** Milliseconds until `path` answers 401 to `token`, polled from the API every 20 ms. */
async function msUntilRefused(path: string, token: string, since: number): Promise<number> {
  for (;;) {
    const { status } = await api('GET', path, undefined, token);
    if (status === 401) return performance.now() - since;
    if (performance.now() - since > 5_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await signIn(adminAccount());
  expect(login.status).toBe(200);
  admin = login.body.data.token;
  creator = await registered('creator', `Odile Brackenbury ${SUFFIX}`);
  fan = await registered('subscriber', 'E2E admin-journey subscriber');
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  expect(crashes.splice(0), 'uncaught exceptions').toEqual([]);
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

describe('back office', () => {
  it('refuses every admin route to visitors, creators and subscribers', async () => {
    const refusals: string[] = [];
    for (const [method, path] of ADMIN_ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const visitor = await api(method, path, body);
      const asCreator = await api(method, path, body, creator.token);
      const asFan = await api(method, path, body, fan.token);
      refusals.push(`${method} ${path} ${visitor.status} ${asCreator.status} ${asFan.status}`);
    }
    expect(refusals).toEqual(ADMIN_ROUTES.map(([method, path]) => `${method} ${path} 401 403 403`));
  });

  it('shows a creator the admins-only page on every admin screen', async () => {
    const page = await openAs(creator);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    for (const screen of ADMIN_SCREENS) {
      await page.goto(screen);
      await page.getByText('Administrators only').waitFor({ timeout: 15_000 });
      expect(pathOf(page), screen).toBe(screen);
    }
    expect(adminCalls).toEqual([]);
  });

  it('finds a creator, suspends them with a reason and reinstates them', async ({ annotate }) => {
    await adminReadUntil<{ total: number }>(
      `/api/admin/users?q=${creator.username}`,
      (data) => data.total === 1,
    );
    const page = await openAs(adminAccount());
    await page.goto('/admin');
    for (const count of ['Posts awaiting review', 'Open reports', 'Verifications waiting']) {
      const card = page.locator('.admin-count').filter({ hasText: count });
      await card.waitFor({ timeout: 15_000 });
      expect(await card.locator('.ant-statistic-content').textContent()).toMatch(/^(\d[\d,]*|—)$/);
    }
    await screenshot(page, 'admin-overview-light-1280');

    await page.goto('/admin/users');
    const search = page.getByLabel('Search users');
    await search.fill(creator.username);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: `@${creator.username}` });
    await row.waitFor({ timeout: 15_000 });
    // The header and the one match, once the unfiltered first page has been replaced.
    const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await row.getByRole('link', { name: `Odile Brackenbury ${SUFFIX}` }).click();
    await waitForPath(page, `/admin/users/${creator.id}`);
    const status = statusTag(page);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('active');

    await accountActions(page).getByRole('button', { name: 'Suspend' }).click();
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/users/${creator.id}/status`) &&
        response.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    const dialog = await confirmWithReason(
      page,
      `Suspend Odile Brackenbury ${SUFFIX}`,
      'Suspend',
      SUSPEND_REASON,
    );
    const suspension = await answered;
    expect(suspension.status()).toBe(200);
    const since = performance.now();
    const [profileMs, feedMs] = await Promise.all([
      msUntilRefused('/api/auth/profile', creator.token, since),
      msUntilRefused('/api/content/feed', creator.token, since),
    ]);
    await suspension.finished();
    await annotate(
      `suspension: PUT answered in ${Math.round(suspension.request().timing().responseEnd)} ms; ` +
        `creator refused ${Math.round(profileMs)} ms (auth) and ${Math.round(feedMs)} ms (content) later`,
    );
    expect(profileMs, 'auth refuses the token within a second').toBeLessThan(1_000);
    expect(feedMs, 'content refuses the token within a second').toBeLessThan(1_000);

    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('suspended');
    await screenshot(page, 'admin-user-suspended-light-1280');
    const refused = await signIn(creator);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(`This account is suspended: ${SUSPEND_REASON}.`);

    await accountActions(page).getByRole('button', { name: 'Reinstate' }).click();
    await confirmWithReason(
      page,
      `Reinstate Odile Brackenbury ${SUFFIX}`,
      'Reinstate',
      REINSTATE_REASON,
    );
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('active');
    const back = await signIn(creator);
    expect(back.status).toBe(200);
    creator = { ...creator, token: back.body.data.token };
  });

  it('lists both status changes with their reasons in the audit trail', async () => {
    const target = `/api/admin/audit?action=user.status_change&targetId=${creator.id}`;
    await adminReadUntil<{ total: number }>(target, (data) => data.total >= 2);
    const page = await openAs(adminAccount());
    await page.goto('/admin/audit');
    const filters = page.getByRole('form', { name: 'Filter the audit trail' });
    await filters.getByLabel('Target id').fill(creator.id);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const entries = page.getByRole('table', { name: 'Audit entries' });
    const statusChanges = entries.getByRole('row').filter({ hasText: 'user.status_change' });
    await statusChanges.nth(1).waitFor({ timeout: 15_000 });
    const texts = await statusChanges.allTextContents();
    expect(texts.some((text) => text.includes(SUSPEND_REASON))).toBe(true);
    expect(texts.some((text) => text.includes(REINSTATE_REASON))).toBe(true);
    for (const text of texts) expect(text).toContain(creator.id);
    await screenshot(page, 'admin-audit-filtered-light-1280');
  });

  it('takes a subscriber report from the queue to the post being removed', async () => {
    const created = await api(
      'POST',
      '/api/content',
      { type: 'text', privacyLevel: 'public', title: `Giveaway ${SUFFIX}`, body: 'Click here.' },
      creator.token,
    );
    expect(created.status).toBe(201);
    const postId: string = created.body.data.id;
    const approved = await api(
      'POST',
      `/api/content/${postId}/moderation`,
      { decision: 'approve' },
      admin,
    );
    expect(approved.status).toBe(200);
    const description = `Links to a stolen card shop (${SUFFIX})`;
    const reported = await api(
      'POST',
      `/api/content/${postId}/report`,
      { reason: 'illegal', description },
      fan.token,
    );
    expect(reported.status).toBe(201);
    await adminReadUntil<{ total: number }>(
      `/api/admin/reports?kind=report&status=open&targetId=${postId}`,
      (data) => data.total === 1,
    );

    const page = await openAs(adminAccount());
    await page.goto('/admin/content');
    await page.locator('.queue-filters').getByText('Reports', { exact: true }).click();
    const card = page.getByRole('article', { name: 'Report: Illegal content' }).filter({
      hasText: description,
    });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Resolve…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve report' });
    await dialog.getByLabel(/^Remove the content/).check();
    await dialog.getByLabel('Reason').fill('Sells stolen card data, which is illegal.');
    await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
    await page.getByText('Report resolved; the reporter will be told').waitFor({ timeout: 15_000 });
    await card.waitFor({ state: 'detached', timeout: 15_000 });

    await vi.waitFor(
      async () =>
        expect((await api('GET', `/api/content/${postId}`, undefined, fan.token)).status).toBe(404),
      { timeout: 15_000, interval: 250 },
    );
    const resolved = await api(
      'GET',
      `/api/admin/reports?status=resolved&targetId=${postId}`,
      undefined,
      admin,
    );
    expect(resolved.body.data.items[0].resolution.action).toBe('remove_content');
  });
});
