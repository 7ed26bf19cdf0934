// The stack `npm start` runs keeps serving when one of its processes dies: a real service, killed
// with SIGKILL while requests keep arriving, is logged and started again, and answers again.
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { REPO_ROOT } from '../../test/support/processes';
import { serviceEnv } from '../../test/support/test-env';
import { StackSupervisor } from './stack-supervisor.mjs';

const log: string[] = [];
const supervisor = new StackSupervisor({
  log: (line: string) => log.push(line),
  timing: { minMs: 500 },
});
const env = serviceEnv('auth', 'supervised');
let url = '';

async function answers(): Promise<boolean> {
  return fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  supervisor.run('auth', process.execPath, [`${REPO_ROOT}/services/auth/dist/main.js`], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  await until(answers, 60_000);
});

afterAll(async () => {
  await supervisor.stop();
  const connection = await mongoose
    .createConnection(env.MONGO_URL, { dbName: env.MONGO_DB })
    .asPromise();
  await connection.dropDatabase();
  await connection.close();
});

describe('stack supervisor', () => {
  it('starts a killed service again while requests keep arriving, and it answers again', async () => {
    const outcomes: { at: number; ok: boolean }[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (loading) outcomes.push({ at: Date.now(), ok: await answers() });
      }),
    );

    const killedPid = supervisor.pidOf('auth');
    const killedAt = Date.now();
    process.kill(killedPid, 'SIGKILL');
    await until(async () => supervisor.pidOf('auth') !== killedPid && (await answers()), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    loading = false;
    await load;

    expect(log.join('\n')).toMatch(/auth stopped \(signal SIGKILL\).*starting it again in 0\.5 s/);
    expect(outcomes.some(({ at, ok }) => at > killedAt && !ok)).toBe(true);
    const lastFailure = Math.max(...outcomes.filter(({ ok }) => !ok).map(({ at }) => at));
    expect(outcomes.filter(({ at, ok }) => at > lastFailure && ok).length).toBeGreaterThan(0);
  });
});
