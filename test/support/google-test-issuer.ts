import { createServer, type Server } from 'node:http';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, SignJWT } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'tessera-test.apps.googleusercontent.com';
const KEY_ID = 'tessera-test-key';

export interface GoogleTestIssuer {
  jwksUrl: string;
  privateKeyPem: string;
  stop(): Promise<void>;
}

/**
 * Stands in for Google's key endpoint: serves the JWKS of a key the tests own, so the auth service
 * verifies test ID tokens exactly as it verifies Google's.
 */
export async function startGoogleTestIssuer(): Promise<GoogleTestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('JWKS server has no address');
  return {
    jwksUrl: `http://127.0.0.1:${address.port}/certs`,
    privateKeyPem: await exportPKCS8(privateKey),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface GoogleClaims {
  sub: string;
  email: string;
  name?: string;
  email_verified?: boolean;
  aud?: string;
  iss?: string;
  expiresInSeconds?: number;
}

export async function signGoogleIdToken(
  privateKeyPem: string,
  claims: GoogleClaims,
): Promise<string> {
  const key = await importPKCS8(privateKeyPem, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email,
    email_verified: claims.email_verified ?? true,
    name: claims.name ?? 'Google Person',
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? TEST_GOOGLE_CLIENT_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 600))
    .sign(key);
}
