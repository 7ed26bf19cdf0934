import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser-session';
import { api, registered, sellsTier, signedIn } from './support/e2e-accounts';

let browser: Browser;
/** The pages a test opened, each in its own browser context, closed after it. */
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

/** A creator selling one $9.99 tier, once billing lists it. */
async function creatorWithTier() {
  const creator = await registered('creator', 'Nora Vale');
  await sellsTier(creator, { name: 'Supporter', priceCents: 999, benefits: ['Every post'] });
  return creator;
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
    const page = await signedIn(browser, fan);
    pages.push(page);

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
    const page = await signedIn(browser, fan);
    pages.push(page);

    await subscribeWith(page, creator.id, /0002 \(declined\)/);
    await page.getByText(/^Payment failed: /).waitFor({ timeout: 30_000 });
    expect(await page.getByText('You are subscribed to Nora Vale').count()).toBe(0);

    const subscriptions = await creatorSubscriptions(fan.token);
    expect(subscriptions.filter((subscription) => subscription.status === 'active')).toEqual([]);
  });
});
