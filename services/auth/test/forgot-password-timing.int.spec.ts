import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth'] });
let api: Call;

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
});

const CALLS = 20;
/** Medians of equal work stay this close even on a busy two-core machine. */
const MEDIAN_TOLERANCE_MS = 15;
/** Lets the mail work a call started finish, so it does not slow the next measured call. */
const PAUSE_MS = 30;

async function timedForgotPassword(email: string): Promise<number> {
  const started = performance.now();
  const result = await api('POST', '/api/auth/forgot-password', { email });
  const elapsed = performance.now() - started;
  expect(result.status).toBe(200);
  await sleep(PAUSE_MS);
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

describe('forgot password', () => {
  it('answers as fast for an unknown email as for an account, and still mails the account', async () => {
    const known = newUser();
    expect((await api('POST', '/api/auth/register', known)).status).toBe(201);
    const unknown = `nobody_${known.email}`;
    for (let warmUp = 0; warmUp < 3; warmUp += 1) {
      await timedForgotPassword(known.email);
      await timedForgotPassword(unknown);
    }

    const existing: number[] = [];
    const missing: number[] = [];
    // Alternating which goes first, so a slow spell of the machine falls on both sides alike.
    for (let call = 0; call < CALLS; call += 1) {
      if (call % 2 === 0) {
        existing.push(await timedForgotPassword(known.email));
        missing.push(await timedForgotPassword(unknown));
      } else {
        missing.push(await timedForgotPassword(unknown));
        existing.push(await timedForgotPassword(known.email));
      }
    }

    const medians = `medians ${median(existing).toFixed(1)} ms and ${median(missing).toFixed(1)} ms`;
    expect(Math.abs(median(existing) - median(missing)), medians).toBeLessThan(MEDIAN_TOLERANCE_MS);
    expect(Math.min(...existing)).toBeLessThanOrEqual(Math.max(...missing));
    expect(Math.min(...missing)).toBeLessThanOrEqual(Math.max(...existing));
    await waitForMail(known.email, /Reset your password/);
  });
});
