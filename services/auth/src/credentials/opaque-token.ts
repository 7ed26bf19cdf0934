import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Refresh, device, reset and verification tokens are `<record id>.<secret>`: the id finds the
 * record, and only a SHA-256 of the high-entropy secret is stored.
 */
export interface OpaqueToken {
  id: string;
  secret: string;
  token: string;
}

export function issueOpaqueToken(id: string): OpaqueToken {
  const secret = randomBytes(32).toString('base64url');
  return { id, secret, token: `${id}.${secret}` };
}

export function parseOpaqueToken(token: string): { id: string; secret: string } | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id) || !/^[A-Za-z0-9_-]{20,128}$/.test(secret)) return null;
  return { id, secret };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
