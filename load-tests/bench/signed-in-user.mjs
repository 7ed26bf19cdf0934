import { randomBytes } from 'node:crypto';

async function postJson(url, body, expectedStatus) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  if (response.status !== expectedStatus) {
    const answer = `${response.status}: ${JSON.stringify(payload)}`;
    throw new Error(`POST ${url} answered ${answer}, expected ${expectedStatus}`);
  }
  return payload;
}

/** Registers a new subscriber and signs in through the gateway, as the web app does. */
export async function accessTokenOfNewSubscriber(gatewayUrl) {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    email: `bench-${suffix}@bench.tessera.example`,
    username: `bench_${suffix}`,
    displayName: 'Bench Subscriber',
    password: `Bench-${suffix}-1`,
    role: 'subscriber',
  };
  await postJson(`${gatewayUrl}/api/auth/register`, account, 201);
  const login = await postJson(
    `${gatewayUrl}/api/auth/login`,
    { email: account.email, password: account.password },
    200,
  );
  return login.data.token;
}
