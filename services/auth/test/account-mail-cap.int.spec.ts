import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import type { CaughtMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth'] });
let api: Call;

/** The service's default: three mails of each kind to one address an hour. */
const ALLOWANCE = 3;
const REQUESTS = ALLOWANCE + 2;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['audit.log']);
});

afterAll(async () => {
  await probe.stop();
});

async function mailsTo(address: string, subject: RegExp): Promise<CaughtMail[]> {
  const catcher = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';
  const response = await fetch(`${catcher}/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => subject.test(mail.subject));
}

/** Waits until the requests past the allowance were refused: every request has been handled. */
async function waitForRefusals(userId: string, action: string, count: number) {
  const refusals = (event: Record<string, unknown>) => {
    const data = event.data as { action?: string; outcome?: string; userId?: string };
    return data.action === action && data.outcome === 'failure' && data.userId === userId;
  };
  await probe.waitFor('audit.log', refusals);
  const deadline = Date.now() + 20_000;
  while (probe.matching('audit.log', refusals).length < count) {
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each([
  [
    'password reset',
    '/api/auth/forgot-password',
    /Reset your password/,
    'user.password_reset_requested',
  ],
  ['sign-in link', '/api/auth/login-link', /Your sign-in link/, 'user.login_link_requested'],
])('%s mails', (_kind, path, subject, action) => {
  it('reach one address at most the hourly allowance, answered as every other request', async () => {
    const account = newUser();
    const registered = await api('POST', '/api/auth/register', account);
    const userId = registered.body.data.user.id;
    const nobody = `nobody_${account.email}`;

    const answers = [];
    for (let request = 0; request < REQUESTS; request += 1) {
      answers.push(await api('POST', path, { email: account.email }));
      answers.push(await api('POST', path, { email: nobody }));
    }

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0].body);
    }
    await waitForRefusals(userId, action, REQUESTS - ALLOWANCE);
    const deadline = Date.now() + 15_000;
    while ((await mailsTo(account.email, subject)).length < ALLOWANCE) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await mailsTo(account.email, subject)).toHaveLength(ALLOWANCE);
    expect(await mailsTo(nobody, subject)).toEqual([]);
  });
});
