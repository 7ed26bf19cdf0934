import { expect } from 'vitest';
import { type Call, newUser } from '../../../test/support/api-client';

export interface Actor {
  id: string;
  token: string;
}

export async function register(api: Call): Promise<Actor> {
  const registered = await api('POST', '/api/auth/register', newUser());
  expect(registered.status).toBe(201);
  return { id: registered.body.data.user.id, token: registered.body.data.token };
}

/** Reads until `check` holds or the time is up, then returns the last value read. */
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
