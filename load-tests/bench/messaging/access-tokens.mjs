import { createDecipheriv, createHash, createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';

// Access tokens signed the way auth signs them (services/auth/src/credentials/
// access-token.issuer.ts): EdDSA with auth's current rotation key, whose private half auth keeps
// in its `signing_keys` collection encrypted under SIGNING_KEY_SECRET (signing-key.cipher.ts).
// The bench starts auth with that secret and owns the run's database, so it can sign with auth's
// own key: thousands of users get tokens in a second, with no sign-in per user.

const ISSUER = 'tessera-auth';
const AUDIENCE = 'tessera';
const TOKEN_TTL_SECONDS = 900;

function decryptPrivateKey(encrypted, secret) {
  const key = createHash('sha256').update(secret).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encrypted.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(encrypted.tag, 'base64'));
  const jwk = Buffer.concat([
    decipher.update(Buffer.from(encrypted.data, 'base64')),
    decipher.final(),
  ]).toString('utf8');
  return createPrivateKey({ key: JSON.parse(jwk), format: 'jwk' });
}

/** Auth's key for now, created by auth itself when it first publishes its key set. */
async function currentSigningKey(auth, authDb, secret) {
  const published = await fetch(`${auth.url}/.well-known/jwks.json`);
  if (!published.ok) throw new Error(`auth's key set answered ${published.status}`);
  const now = new Date();
  const stored = await authDb
    .collection('signing_keys')
    .findOne({ signFrom: { $lte: now }, signUntil: { $gt: now } });
  if (!stored) throw new Error('auth published no key that signs now');
  return { kid: stored._id, privateKey: decryptPrivateKey(stored.privateJwk, secret) };
}

/** One access token per user, for the session seeded for them. */
export async function mintAccessTokens({ auth, authDb, signingKeySecret, users }) {
  const { kid, privateKey } = await currentSigningKey(auth, authDb, signingKeySecret);
  const issuedAt = Math.floor(Date.now() / 1000);
  return Promise.all(
    users.map((user) =>
      new SignJWT({ role: user.role, sid: user.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
        .sign(privateKey),
    ),
  );
}

/** Proves the minted tokens are accepted: the gateway and auth check one as any request's. */
export async function checkTokenThroughGateway(gatewayUrl, token) {
  const response = await fetch(`${gatewayUrl}/api/auth/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`a minted token was refused: ${response.status}`);
}
