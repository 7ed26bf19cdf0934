import { describe, expect, it } from 'vitest';
import { hashSecret, issueOpaqueToken, parseOpaqueToken, secretMatches } from './opaque-token';

describe('opaque tokens', () => {
  it('round-trips and matches only its own secret', () => {
    const issued = issueOpaqueToken('0b5f4f8e-2c43-4e4e-9a55-1f2f0a6c9d10');
    const parsed = parseOpaqueToken(issued.token);
    expect(parsed).toEqual({ id: issued.id, secret: issued.secret });
    expect(secretMatches(issued.secret, hashSecret(issued.secret))).toBe(true);
    expect(secretMatches(`${issued.secret}x`, hashSecret(issued.secret))).toBe(false);
  });

  it.each([
    '',
    'no-dot',
    '.secretsecretsecretsecret',
    'id.',
    'id.short',
    'i$d.aaaaaaaaaaaaaaaaaaaaaaaa',
    `id.${'a'.repeat(200)}`,
  ])('refuses the malformed token %j', (token) => {
    expect(parseOpaqueToken(token)).toBeNull();
  });
});
