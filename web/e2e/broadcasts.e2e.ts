import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  horizontalOverflow,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './support/browser-session';
import { type Account, api, registered, sellsTier, signedIn } from './support/e2e-accounts';

let browser: Browser;
let creator: Account;
let fan: Account;

/**
 * A creator on Pro Creator (bulk messages allowed) with a Supporter tier, and a fan subscribed to
 * it, both paid with the test card.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  creator = await registered('creator', 'Nora Vale');
  fan = await registered('subscriber', 'Mara Lind');
  const tier = await sellsTier(creator, {
    name: 'Supporter',
    priceCents: 999,
    description: 'Every post.',
    benefits: ['All posts'],
  });
  for (const who of [creator, fan]) {
    const card = await api(
      'POST',
      '/api/billing/payment-methods',
      { paymentMethodId: 'pm_card_visa', makeDefault: true },
      who.token,
    );
    expect(card.status).toBe(201);
  }
  const plan = await api(
    'POST',
    '/api/subscriptions/subscribe',
    { tierId: 'pro-creator' },
    creator.token,
  );
  expect(plan.status).toBe(201);
  const subscribed = await api(
    'POST',
    '/api/subscriptions/subscribe',
    { tierId: tier.id, creatorId: creator.id },
    fan.token,
  );
  expect(subscribed.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

describe('broadcasts', () => {
  it('sends a broadcast to every subscriber and shows its reach', async () => {
    const page = await signedIn(browser, creator);
    await page.goto('/messages');
    // The page's own button, not the sidebar's "Broadcasts" entry.
    await page.getByRole('main').getByRole('link', { name: 'Broadcast' }).click();
    await page.waitForURL('**/messages/broadcasts');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('New set drops Friday — thank you for being here!');
    // Messaging takes in the creator's plan from billing's events; until then the check refuses.
    for (let attempt = 0; ; attempt += 1) {
      await page.getByRole('button', { name: /Send broadcast/ }).click();
      const outcome = await Promise.race([
        page
          .getByText('Broadcast on its way')
          .waitFor({ timeout: 5_000 })
          .then(() => 'sent'),
        page
          .getByText('Bulk messaging not available in your current tier')
          .waitFor({ timeout: 5_000 })
          .then(() => 'refused'),
      ]).catch(() => 'pending');
      if (outcome === 'sent') break;
      if (attempt > 10) throw new Error(`broadcast not sent: ${outcome}`);
      await page.waitForTimeout(1000);
    }
    const row = page.getByLabel('Broadcast').first();
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    await row.getByLabel('Delivered: 1 of 1').waitFor({ timeout: 20_000 });

    const fanPage = await signedIn(browser, fan);
    await fanPage.goto('/messages');
    await fanPage.getByText('New set drops Friday', { exact: false }).first().waitFor();
    await fanPage.context().close();
    await page.context().close();
  });

  it('schedules one for later and shows it without a sideways scroll', async () => {
    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setUTCHours(18, 0, 0, 0);
    const scheduled = await api(
      'POST',
      '/api/messages/broadcasts',
      {
        content: 'Live Q&A on Sunday',
        audience: { type: 'all' },
        scheduledAt: later.toISOString(),
      },
      creator.token,
    );
    expect(scheduled.status).toBe(201);
    for (const { theme, width } of VIEWPORTS) {
      const page = await signedIn(browser, creator, theme, width);
      await page.goto('/messages/broadcasts');
      await page.getByText('Live Q&A on Sunday').waitFor();
      await page.getByLabel('Schedule').check();
      await page.getByLabel('Send at').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `broadcasts-${theme}-${width}`);
      await page.context().close();
    }
  });
});
