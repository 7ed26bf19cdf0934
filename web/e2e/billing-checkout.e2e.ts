import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, openContext, uniqueIdentity } from './support/browser-session';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function registered(role: 'creator' | 'subscriber', displayName: string) {
  const identity = uniqueIdentity(role.slice(0, 4));
  const answer = await api('POST', '/api/auth/register', { ...identity, displayName, role });
  expect(answer.status).toBe(201);
  return {
    ...identity,
    id: answer.body.data.user.id as string,
    token: answer.body.data.token as string,
  };
}

/** A creator selling one $9.99 tier, once billing lists it. */
async function creatorWithTier() {
  const creator = await registered('creator', 'Nora Vale');
  await expect
    .poll(
      async () =>
        (
          await api(
            'POST',
            '/api/subscriptions/creator-tiers',
            { name: 'Supporter', priceCents: 999, benefits: ['Every post'] },
            creator.token,
          )
        ).status,
      { timeout: 15_000, interval: 500 },
    )
    .toBe(201);
  return creator;
}

async function signedIn(email: string, password: string): Promise<Page> {
  context = await openContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  return page;
}

async function subscribeWith(page: Page, creatorId: string, card: RegExp) {
  await page.goto(`/subscribe/${creatorId}`);
  await page.getByRole('heading', { name: 'Subscribe to Nora Vale' }).waitFor();
  await page
    .getByTestId(/creator-tier-/)
    .first()
    .waitFor();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Add card' }).click();
  const subscribe = page.getByRole('button', { name: 'Subscribe for $9.99 a month' });
  await expect.poll(() => subscribe.isEnabled(), { timeout: 15_000 }).toBe(true);
  await subscribe.click();
}

async function creatorSubscriptions(token: string) {
  const status = await api('GET', '/api/subscriptions/status', undefined, token);
  expect(status.status).toBe(200);
  return status.body.data.creatorSubscriptions as { creatorId: string; status: string }[];
}

describe('subscribing to a creator', () => {
  it('adds the succeeding test card, subscribes and sees the subscription active', async () => {
    const creator = await creatorWithTier();
    const fan = await registered('subscriber', 'E2E fan');
    const page = await signedIn(fan.email, fan.password);

    await subscribeWith(page, creator.id, /4242 \(succeeds\)/);
    await page.getByText('You are subscribed to Nora Vale').waitFor({ timeout: 30_000 });

    const subscriptions = await creatorSubscriptions(fan.token);
    expect(subscriptions).toEqual([
      expect.objectContaining({ creatorId: creator.id, status: 'active' }),
    ]);
    await page.goto('/subscriptions');
    await page.getByRole('heading', { name: 'Supporter' }).waitFor();
    await page.getByText(/^Renews on /).waitFor();
  });

  it('shows the decline message and grants no subscription for a declined card', async () => {
    const creator = await creatorWithTier();
    const fan = await registered('subscriber', 'E2E declined fan');
    const page = await signedIn(fan.email, fan.password);

    await subscribeWith(page, creator.id, /0002 \(declined\)/);
    await page.getByText(/^Payment failed: /).waitFor({ timeout: 30_000 });
    expect(await page.getByText('You are subscribed to Nora Vale').count()).toBe(0);

    const subscriptions = await creatorSubscriptions(fan.token);
    expect(subscriptions.filter((subscription) => subscription.status === 'active')).toEqual([]);
  });
});
