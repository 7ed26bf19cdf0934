import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventProducer } from '../../test/support/event-producer';
import {
  horizontalOverflow,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './support/browser-session';
import { type Account, api, registered, signedIn } from './support/e2e-accounts';

/** Live updates cross Kafka, the service and the socket: seconds, not the default one. */
const POLL = { timeout: 15_000 };

let browser: Browser;
let creator: Account;
let fan: Account;
const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));

/** Billing's report of a tip, as billing would publish it. */
const tip = (message: string, amountCents = 500) =>
  events.send(
    'tip.sent',
    {
      tipId: randomUUID(),
      creatorId: creator.id,
      subscriberId: fan.id,
      amountCents,
      currency: 'USD',
      message,
      revoked: false,
      changedAt: new Date().toISOString(),
    },
    creator.id,
  );

async function unreadCount(): Promise<number> {
  const listed = await api('GET', '/api/notifications', undefined, creator.token);
  return listed.body.data?.unreadCount ?? 0;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('condition not met in time');
}

beforeAll(async () => {
  browser = await launchBrowser();
  await events.start();
  creator = await registered('creator', 'Nora Vale');
  fan = await registered('subscriber', 'Mara Lind');
  const now = new Date();
  // The fan's account reaches messaging first, so notifications can name them.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await events.send(
    'subscription.created',
    {
      subscriptionId: randomUUID(),
      subscriberId: fan.id,
      creatorId: creator.id,
      tierId: 'tier-e2e',
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    },
    fan.id,
  );
  await events.send(
    'content.liked',
    {
      contentId: randomUUID(),
      creatorId: creator.id,
      userId: fan.id,
      postTitle: 'Golden hour over the fjord',
      likedAt: now.toISOString(),
    },
    creator.id,
  );
  await tip('Your landscapes made my week — thank you!');
  await until(async () => (await unreadCount()) >= 3);
  const read = await api('GET', '/api/notifications', undefined, creator.token);
  const liked = read.body.data.items.find((item: { type: string }) => item.type === 'like');
  await api('POST', `/api/notifications/${liked.id}/read`, undefined, creator.token);
});

afterAll(async () => {
  await events.stop();
  await browser?.close();
});

describe('notifications', () => {
  it('lists what happened and counts a new tip live in the bell', async () => {
    const page = await signedIn(browser, creator);
    await page.goto('/notifications');
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    await expect
      .poll(
        () => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').count(),
        POLL,
      )
      .toBe(3);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).first();
    await expect.poll(() => bell.getAttribute('aria-label'), POLL).toBe('Notifications, 2 unread');

    await tip('One more for the road', 1500);
    await expect.poll(() => bell.getAttribute('aria-label'), POLL).toBe('Notifications, 3 unread');
    await page.getByText('Mara Lind sent you a $15.00 tip').waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('You are all caught up').waitFor();
    await expect.poll(() => unreadCount(), POLL).toBe(0);
    await page.context().close();
  });

  for (const { theme, width } of VIEWPORTS) {
    it(`shows the notifications screen in ${theme} at ${width}px without a sideways scroll`, async () => {
      await tip(`A ${theme} tip at ${width}px`);
      const page = await signedIn(browser, creator, theme, width);
      await page.goto('/notifications');
      await page.getByRole('list', { name: 'Notifications' }).waitFor();
      await page.getByText(`A ${theme} tip at ${width}px`).waitFor();
      expect(await horizontalOverflow(page), 'notifications').toBeLessThanOrEqual(0);
      await screenshot(page, `notifications-${theme}-${width}`, false);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('switch', { name: 'Live notifications' }).waitFor();
      expect(await horizontalOverflow(page), 'settings').toBeLessThanOrEqual(0);
      await screenshot(page, `notifications-settings-${theme}-${width}`, true);
      await page.context().close();
    });
  }
});
