import { decodeJwt } from 'jose';

/**
 * When an access token stops being valid, in milliseconds since the epoch, or null when it names
 * no expiry. It only reads the claims: call it on a token the verifier has accepted, to end what
 * the token opened (a socket) when the token ends.
 */
export function accessTokenExpiresAtMs(token: string): number | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}
