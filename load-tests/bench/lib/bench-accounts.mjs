import { randomBytes } from 'node:crypto';

/** The account details of a new bench user with `role`, unique to this call. */
export function newAccount(role) {
  const suffix = randomBytes(5).toString('hex');
  return {
    email: `bench-${suffix}@bench.tessera.example`,
    username: `bench_${suffix}`,
    displayName: role === 'creator' ? 'Bench Creator' : 'Bench Subscriber',
    password: `Bench-${suffix}-1`,
    role,
  };
}

/** POSTs JSON and answers the response's `data`; any status but `expectedStatus` throws. */
export async function postJson(url, body, expectedStatus, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  if (response.status !== expectedStatus) {
    const answer = `${response.status}: ${JSON.stringify(payload)}`;
    throw new Error(`POST ${url} answered ${answer}, expected ${expectedStatus}`);
  }
  return payload?.data;
}

/**
 * Registers a new user with `role` through `baseUrl` (a gateway or auth itself) and answers its id
 * and access token, plus the account it registered.
 */
export async function registerUser(baseUrl, role) {
  const account = newAccount(role);
  const registered = await postJson(`${baseUrl}/api/auth/register`, account, 201);
  return { id: registered.user.id, token: registered.token, account };
}
