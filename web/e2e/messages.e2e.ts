import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  horizontalOverflow,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './support/browser-session';
import { type Account, api, registered, signedIn } from './support/e2e-accounts';

let browser: Browser;
let creator: Account;
let fan: Account;

/** The creator's direct conversation with the fan, once messaging has heard of both of them. */
async function conversationWithFan(): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const started = await api(
      'POST',
      '/api/messages/conversations',
      { type: 'direct', participantId: fan.id },
      creator.token,
    );
    if (started.status === 200 || started.status === 201) return started.body.data.id as string;
    if (attempt > 30) throw new Error(`conversation not started: ${started.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  creator = await registered('creator', 'Nora Vale');
  fan = await registered('subscriber', 'Mara Lind');
  const conversationId = await conversationWithFan();
  await api(
    'POST',
    `/api/messages/conversations/${conversationId}/messages`,
    { content: 'Welcome! New landscapes every Friday.' },
    creator.token,
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('messages', () => {
  it('delivers a message live from the creator to the fan, with typing and read ticks', async () => {
    const studio = await signedIn(browser, creator);
    const home = await signedIn(browser, fan);
    await home.goto('/messages');
    await home.getByRole('button', { name: /Nora Vale/ }).click();
    const fanThread = home.getByRole('region', { name: 'Conversation with Nora Vale' });
    await fanThread.getByText('Welcome! New landscapes every Friday.').waitFor();

    await studio.goto(`/messages?to=${fan.id}`);
    const creatorThread = studio.getByRole('region', { name: 'Conversation with Mara Lind' });
    await creatorThread.getByText('Welcome! New landscapes every Friday.').waitFor();
    const box = creatorThread.getByRole('textbox', { name: 'Message' });
    await box.pressSequentially('Thanks for subscribing');
    await fanThread.getByText('Nora Vale is typing…').waitFor({ timeout: 10_000 });
    await box.press('Enter');

    await fanThread.getByText('Thanks for subscribing').waitFor({ timeout: 10_000 });
    await creatorThread.getByRole('img', { name: 'Read' }).last().waitFor({ timeout: 10_000 });

    await home.getByRole('textbox', { name: 'Message' }).fill('Love the fjord series');
    await home.getByRole('button', { name: 'Send' }).click();
    const refusal = fanThread.getByRole('alert');
    const reply = creatorThread.getByText('Love the fjord series');
    await Promise.race([refusal.waitFor(), reply.waitFor()]);
    if (await refusal.isVisible()) {
      expect(await refusal.textContent()).toBe('Active subscription required to send messages');
    }

    // The fan reacts; the creator sees it live.
    await fanThread.getByRole('button', { name: 'React' }).last().click();
    await home.getByRole('button', { name: 'React with 🔥' }).click();
    await fanThread.getByRole('button', { name: '🔥 1, yours: remove it' }).waitFor();
    await creatorThread.getByRole('button', { name: '🔥 1' }).waitFor({ timeout: 10_000 });

    // An unsent text survives leaving the screen.
    await box.fill('See you on Friday');
    await studio.waitForTimeout(1_500);
    await studio.goto('/notifications');
    await studio.goto(`/messages?to=${fan.id}`);
    await expect
      .poll(() => creatorThread.getByRole('textbox', { name: 'Message' }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('See you on Friday');

    await screenshot(home, 'messages-fan-light-1280', false);
    await studio.context().close();
    await home.context().close();
  });

  it('sends a locked pay-per-view photo that the fan unlocks with a test card', async () => {
    const added = await api(
      'POST',
      '/api/billing/payment-methods',
      { paymentMethodId: 'pm_card_visa', makeDefault: true },
      fan.token,
    );
    expect(added.status).toBe(201);
    const photo = await sharp({
      create: { width: 640, height: 420, channels: 3, background: { r: 38, g: 120, b: 160 } },
    })
      .png()
      .toBuffer();

    const studio = await signedIn(browser, creator);
    await studio.goto(`/messages?to=${fan.id}`);
    const creatorThread = studio.getByRole('region', { name: 'Conversation with Mara Lind' });
    await creatorThread.getByText('Welcome! New landscapes every Friday.').waitFor();
    await studio
      .getByLabel('Attach photos or videos')
      .setInputFiles({ name: 'fjord.png', mimeType: 'image/png', buffer: photo });
    await studio.getByText('Ready').waitFor({ timeout: 30_000 });
    await studio.getByRole('button', { name: 'Set a price' }).click();
    await studio.getByLabel('Price to unlock in dollars').fill('5');
    await studio.getByRole('textbox', { name: 'Message' }).fill('The fjord at dawn, just for you');
    await studio.getByRole('button', { name: 'Send' }).click();
    await creatorThread.getByText('Pay-per-view · $5.00').waitFor({ timeout: 15_000 });

    const home = await signedIn(browser, fan);
    await home.goto('/messages');
    await home.getByRole('button', { name: /Nora Vale/ }).click();
    const fanThread = home.getByRole('region', { name: 'Conversation with Nora Vale' });
    await fanThread.getByText('The fjord at dawn, just for you').waitFor();
    await fanThread.getByText('Locked photo').waitFor();
    await screenshot(home, 'messages-locked-light-1280', false);
    await fanThread.getByRole('button', { name: 'Unlock for $5.00' }).click();
    const dialog = home.getByRole('dialog', { name: 'Unlock this message' });
    const pay = dialog.getByRole('button', { name: 'Unlock for $5.00' });
    await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
    await pay.click();
    await dialog.getByText('Message unlocked').waitFor({ timeout: 30_000 });
    await home.keyboard.press('Escape');
    const opened = fanThread.locator('img.message-media__image').last();
    await opened.waitFor({ timeout: 30_000 });
    // The signed URL loads under the page's content security policy.
    await expect
      .poll(() => opened.evaluate((image) => (image as HTMLImageElement).naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(await fanThread.getByText('Locked photo').count()).toBe(0);
    await screenshot(home, 'messages-unlocked-light-1280', false);
    await studio.context().close();
    await home.context().close();
  });

  for (const { theme, width } of VIEWPORTS) {
    it(`shows the messages screen in ${theme} at ${width}px without a sideways scroll`, async () => {
      const page = await signedIn(browser, creator, theme, width);
      await page.goto('/messages');
      await page.getByRole('list', { name: 'Conversations' }).waitFor();
      expect(await horizontalOverflow(page), 'conversations').toBeLessThanOrEqual(0);
      await screenshot(page, `messages-list-${theme}-${width}`, false);
      await page.getByRole('button', { name: /Mara Lind/ }).click();
      await page.getByText('Thanks for subscribing', { exact: true }).waitFor();
      expect(await horizontalOverflow(page), 'thread').toBeLessThanOrEqual(0);
      await screenshot(page, `messages-thread-${theme}-${width}`, false);
      await page.context().close();
    });
  }
});
