import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Theme } from '../support/browser-session';
import { type Account, api, registered, sellsTier, signedIn } from '../support/e2e-accounts';

const THEMES: Theme[] = ['light', 'dark'];
const WIDTHS = [1280, 390];

let browser: Browser;
let creator: Account;
let fan: Account;

async function capture(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await screenshot(page, name);
}

/** A creator with two tiers and a fan who subscribed with a saved test card. */
beforeAll(async () => {
  browser = await launchBrowser();
  creator = await registered('creator', 'Nora Vale');
  fan = await registered('subscriber', 'Mara Lind');
  const tier = { description: 'Every post, every week.', benefits: ['All posts', 'Monthly Q&A'] };
  await sellsTier(creator, { ...tier, name: 'Supporter', priceCents: 999 });
  await api(
    'POST',
    '/api/subscriptions/creator-tiers',
    { ...tier, name: 'Patron', priceCents: 2500, color: '#e4572e' },
    creator.token,
  );
  const card = await api(
    'POST',
    '/api/billing/payment-methods',
    { paymentMethodId: 'pm_card_visa', makeDefault: true },
    fan.token,
  );
  expect(card.status).toBe(201);
  const tiers = await api('GET', `/api/subscriptions/tiers?creatorId=${creator.id}`);
  const subscribed = await api(
    'POST',
    '/api/subscriptions/subscribe',
    { tierId: tiers.body.data[0].id, creatorId: creator.id },
    fan.token,
  );
  expect(subscribed.status).toBe(201);
  await api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents: 500 }, fan.token);
});

afterAll(async () => {
  await browser?.close();
});

describe('billing screenshots', () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`captures the money screens in ${theme} at ${width}px`, async () => {
        const page = await signedIn(browser, fan, theme, width);
        const other = await registered('subscriber', 'New fan');
        await capture(page, '/subscriptions', `subscriptions-${theme}-${width}`);
        await capture(page, '/billing?tab=payment-methods', `billing-methods-${theme}-${width}`);
        await capture(page, '/billing?tab=transactions', `billing-transactions-${theme}-${width}`);
        await capture(
          page,
          '/subscription/checkout?tier=pro-subscriber',
          `plan-checkout-${theme}-${width}`,
        );
        await page.context().close();

        const newcomer = await signedIn(browser, other, theme, width);
        await capture(newcomer, `/subscribe/${creator.id}`, `subscribe-${theme}-${width}`);
        await newcomer.getByRole('button', { name: 'Add card' }).click();
        await newcomer.getByRole('button', { name: /Subscribe for/ }).click();
        await newcomer.getByText('You are subscribed to Nora Vale').waitFor({ timeout: 60_000 });
        await screenshot(newcomer, `subscribe-done-${theme}-${width}`);
        await newcomer.goto(`/profile/${creator.id}`);
        await newcomer.getByRole('button', { name: 'Tip' }).click();
        await newcomer.getByRole('dialog').waitFor();
        await newcomer.waitForTimeout(500);
        await screenshot(newcomer, `tip-${theme}-${width}`, false);
        await newcomer.context().close();

        const studio = await signedIn(browser, creator, theme, width);
        await capture(studio, '/earnings', `earnings-${theme}-${width}`);
        await capture(studio, '/subscription-settings', `tiers-${theme}-${width}`);
        await capture(studio, '/creator/subscribers', `subscribers-${theme}-${width}`);
        await capture(studio, '/creator/analytics', `analytics-${theme}-${width}`);
        await studio.goto('/subscription-settings');
        await studio.getByRole('button', { name: /New tier/ }).click();
        await studio.getByRole('dialog').waitFor();
        await studio.waitForTimeout(500);
        await screenshot(studio, `tier-editor-${theme}-${width}`, false);
        await studio.context().close();
      });
    }
  }
});
