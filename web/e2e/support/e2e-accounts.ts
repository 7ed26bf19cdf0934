import type { Browser, Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { BASE_URL, openContext, uniqueIdentity, type Theme } from './browser-session';

/** Calls the stack through the gateway, as a client with the given access token. */
export async function api(method: string, path: string, body?: unknown, token?: string) {
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

/** A newly registered account with its credentials, id and access token. */
export async function registered(role: 'creator' | 'subscriber', displayName: string) {
  const identity = uniqueIdentity(role.slice(0, 4));
  const answer = await api('POST', '/api/auth/register', { ...identity, displayName, role });
  expect(answer.status).toBe(201);
  return { ...identity, id: answer.body.data.user.id as string, token: answer.body.data.token };
}

export type Account = Awaited<ReturnType<typeof registered>>;

/** A page of a new browser context, signed in through the sign-in form. */
export async function signedIn(
  browser: Browser,
  who: Pick<Account, 'email' | 'password'>,
  theme: Theme = 'light',
  width = 1280,
): Promise<Page> {
  const context = await openContext(browser, { theme, width });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  return page;
}

/**
 * Puts a tier of the creator's on sale, which posts for subscribers need first, and answers it.
 * Billing learns of a new creator from auth's event shortly after they register, so the first
 * tries may be refused.
 */
export async function sellsTier(
  creator: Pick<Account, 'token'>,
  tier: Record<string, unknown> & { name: string; priceCents: number },
): Promise<{ id: string }> {
  return vi.waitFor(
    async () => {
      const created = await api('POST', '/api/subscriptions/creator-tiers', tier, creator.token);
      if (created.status !== 201) throw new Error(`tier not on sale yet: ${created.status}`);
      return created.body.data as { id: string };
    },
    { timeout: 20_000, interval: 500 },
  );
}
