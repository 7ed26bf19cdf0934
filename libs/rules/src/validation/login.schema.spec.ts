import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatZodIssues } from './format-zod-issues.util';
import { loginSchema } from './login.schema';

describe('loginSchema', () => {
  it('accepts a login with or without remember me', () => {
    expect(loginSchema.parse({ email: 'A@B.io', password: 'secret' })).toEqual({
      email: 'a@b.io',
      password: 'secret',
    });
    expect(
      loginSchema.parse({ email: 'a@b.io', password: 'secret', rememberMe: true }).rememberMe,
    ).toBe(true);
  });

  it('reports each field with its message', () => {
    const result = loginSchema.safeParse({ email: 'nope', password: '123', rememberMe: 'yes' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = formatZodIssues(result.error);
    expect(body.message).toBe(MESSAGES.invalidEmail);
    expect(body.errors.map((error) => error.field)).toEqual(['email', 'password', 'rememberMe']);
    expect(body.errors[1].message).toBe(MESSAGES.loginPasswordMin);
  });

  it('refuses operator objects in place of strings', () => {
    const result = loginSchema.safeParse({ email: { $gt: '' }, password: { $ne: null } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['email', 'invalid_type'],
      ['password', 'invalid_type'],
    ]);
  });
});
