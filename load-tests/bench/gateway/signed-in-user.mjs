import { postJson, registerUser } from '../lib/bench-accounts.mjs';

/** Registers a new subscriber and signs in through the gateway, as the web app does. */
export async function accessTokenOfNewSubscriber(gatewayUrl) {
  const { account } = await registerUser(gatewayUrl, 'subscriber');
  const session = await postJson(
    `${gatewayUrl}/api/auth/login`,
    { email: account.email, password: account.password },
    200,
  );
  return session.token;
}
