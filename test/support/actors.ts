/** People the integration suites act as: registered users, admins, and plans granted by event. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EventInput } from '@tessera/contracts';
import { expect } from 'vitest';
import { type Call, newUser } from './api-client';
import type { EventProducer } from './event-producer';
import { REPO_ROOT } from './processes';

export interface Actor {
  id: string;
  token: string;
  username: string;
}

const DAY_MS = 86_400_000;

export async function register(api: Call, role: 'creator' | 'subscriber'): Promise<Actor> {
  const input = newUser({ role });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  const { user, token } = registered.body.data;
  return { id: user.id, token, username: user.username };
}

export async function createAdmin(api: Call, authEnv: Record<string, string>): Promise<Actor> {
  const input = newUser();
  await promisify(execFile)(
    process.execPath,
    [
      path.join(REPO_ROOT, 'services/auth/dist/cli/create-admin.js'),
      '--email',
      input.email,
      '--username',
      input.username,
    ],
    { env: { ...process.env, ...authEnv, ADMIN_PASSWORD: input.password } },
  );
  const login = await api('POST', '/api/auth/login', {
    email: input.email,
    password: input.password,
  });
  expect(login.status).toBe(200);
  return { id: login.body.data.user.id, token: login.body.data.token, username: input.username };
}

/** Billing's view of a subscription, active for 30 days from now unless overridden. */
export function subscriptionState(
  subscriberId: string,
  tierId: string,
  overrides: Partial<EventInput<'subscription.renewed'>> = {},
): EventInput<'subscription.renewed'> {
  const now = Date.now();
  return {
    subscriptionId: `sub-${subscriberId}-${tierId}`,
    subscriberId,
    tierId,
    status: 'active',
    currentPeriodStart: new Date(now).toISOString(),
    currentPeriodEnd: new Date(now + 30 * DAY_MS).toISOString(),
    changedAt: new Date(now).toISOString(),
    ...overrides,
  };
}

export function givePlatformPlan(events: EventProducer, userId: string, tierId: string) {
  const { changedAt: _changedAt, ...created } = subscriptionState(userId, tierId);
  return events.send('subscription.created', created, userId);
}

/** Polls until `check` passes or the time is up; returns the last value for the assertion. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
