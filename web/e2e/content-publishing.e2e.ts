import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './support/browser-session';
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

async function adminToken(): Promise<string> {
  const login = await api('POST', '/api/auth/login', {
    email: process.env.E2E_ADMIN_EMAIL,
    password: process.env.E2E_ADMIN_PASSWORD,
  });
  expect(login.status).toBe(200);
  return login.body.data.token;
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

describe('publishing a post', () => {
  it('uploads a photo with a progress bar, waits for review, and appears once approved', async () => {
    const creator = await registered('creator', 'E2E creator');
    // Posts for subscribers wait for a first tier on sale.
    await sellsTier(creator, { name: 'Members', priceCents: 500 });
    const page = await signedIn(browser, creator);
    pages.push(page);
    await page.goto('/content/upload');
    await page
      .getByLabel('Add photos or videos')
      .setInputFiles({ name: 'fjord.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByRole('listitem', { name: 'fjord.jpg' }).waitFor();
    await page.getByLabel('Title').fill('Fjord at dawn');
    await page.getByLabel('Description').fill('First light on the water.');
    const publish = page.getByRole('button', { name: 'Publish' });
    await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
    await publish.click();

    await page.goto('/content/manage');
    const row = page.getByRole('row', { name: /Fjord at dawn/ });
    await row.getByText('Pending review').waitFor({ timeout: 15_000 });

    const admin = await adminToken();
    const mine = await api('GET', `/api/content?creatorId=${creator.id}`, undefined, admin);
    const post = mine.body.data.items.find(
      (item: { title: string }) => item.title === 'Fjord at dawn',
    );
    expect(
      (await api('POST', `/api/content/${post.id}/moderation`, { decision: 'approve' }, admin))
        .status,
    ).toBe(200);

    await page.reload();
    await page
      .getByRole('row', { name: /Fjord at dawn/ })
      .getByText('Published')
      .waitFor({ timeout: 15_000 });

    // Posted for subscribers (the form's default): a visitor gets the card and blurred preview only.
    const visitor = await fetch(`${BASE_URL}/api/content/${post.id}`).then((answer) =>
      answer.json(),
    );
    expect(visitor.data.access).toMatchObject({
      allowed: false,
      reason: 'Login required to view this content',
    });
    expect(visitor.data).not.toHaveProperty('mediaUrl');
    const own = await api('GET', `/api/content/${post.id}`, undefined, admin);
    expect(own.body.data.mediaUrl).toEqual(expect.stringContaining('X-Amz-Signature'));
  });

  it('shows a subscriber without a subscription the post blurred with its tier on offer', async () => {
    const creator = await registered('creator', 'E2E creator');
    await sellsTier(creator, { name: 'Members', priceCents: 500, contentAccess: 'tier-specific' });
    const created = await api(
      'POST',
      '/api/content',
      { title: 'Members only', body: 'Secret notes', type: 'text', privacyLevel: 'subscribers' },
      creator.token,
    );
    expect(created.status).toBe(201);
    const admin = await adminToken();
    await api(
      'POST',
      `/api/content/${created.body.data.id}/moderation`,
      { decision: 'approve' },
      admin,
    );

    const fan = await registered('subscriber', 'E2E subscriber');
    const page = await signedIn(browser, fan);
    pages.push(page);
    await page.goto(`/content/${created.body.data.id}`);
    // The creator sells a tier, so the post names the way in: their tier, one click from checkout.
    await page
      .getByText('Subscribe to E2E creator to see this post')
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Subscribe for $5.00' }).first().waitFor();
    expect(await page.getByText('Secret notes').count()).toBe(0);
  });
});
