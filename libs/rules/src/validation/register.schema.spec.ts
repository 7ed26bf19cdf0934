import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatZodIssues } from './format-zod-issues.util';
import { registerFormSchema, registerRequestSchema, toRegisterRequest } from './register.schema';

const request = {
  email: 'Ada@Example.com',
  username: 'ada_l',
  displayName: 'Ada',
  password: 'Analytical1',
};

const form = {
  ...request,
  confirmPassword: 'Analytical1',
  agreeToTerms: true,
};

function fieldErrors(result: ReturnType<typeof registerFormSchema.safeParse>) {
  return result.success ? [] : formatZodIssues(result.error).errors;
}

describe('registerRequestSchema', () => {
  it('accepts a payload and defaults the role', () => {
    expect(registerRequestSchema.parse(request)).toEqual({
      ...request,
      email: 'ada@example.com',
      role: 'subscriber',
    });
  });

  it('lower-cases an upper-case role and refuses admin', () => {
    expect(registerRequestSchema.parse({ ...request, role: 'CREATOR' }).role).toBe('creator');
    const result = registerRequestSchema.safeParse({ ...request, role: 'ADMIN' });
    expect(result.success || formatZodIssues(result.error).errors).toEqual([
      { field: 'role', message: MESSAGES.roleInvalid },
    ]);
  });

  it.each(['email', 'username', 'displayName', 'password'] as const)(
    'reports a missing or empty %s with the required text',
    (field) => {
      for (const value of [undefined, null, '']) {
        const result = registerRequestSchema.safeParse({ ...request, [field]: value });
        expect(result.success || formatZodIssues(result.error).errors).toEqual([
          { field, message: MESSAGES.registrationRequired },
        ]);
      }
    },
  );

  it('applies field rules to present values', () => {
    const result = registerRequestSchema.safeParse({
      email: 'x',
      username: 'no spaces',
      displayName: 'A',
      password: 'short',
    });
    expect(result.success || formatZodIssues(result.error).errors).toEqual([
      { field: 'email', message: MESSAGES.invalidEmail },
      { field: 'username', message: MESSAGES.usernameChars },
      { field: 'displayName', message: MESSAGES.displayNameMin },
      { field: 'password', message: MESSAGES.passwordMin },
      { field: 'password', message: MESSAGES.passwordComplexity },
    ]);
  });

  it('refuses operator objects in place of strings', () => {
    const result = registerRequestSchema.safeParse({ ...request, email: { $gt: '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], code: 'invalid_type' });
  });
});

describe('registerFormSchema', () => {
  it('accepts a complete form', () => {
    const parsed = registerFormSchema.parse({
      ...form,
      role: 'creator',
      selectedTier: 'pro-creator',
      newsletter: false,
    });
    expect(toRegisterRequest(parsed)).toEqual({
      email: 'ada@example.com',
      username: 'ada_l',
      displayName: 'Ada',
      password: 'Analytical1',
      role: 'creator',
    });
  });

  it("shows Passwords don't match on confirmPassword, even beside other errors", () => {
    expect(
      fieldErrors(registerFormSchema.safeParse({ ...form, confirmPassword: 'Other1234' })),
    ).toEqual([{ field: 'confirmPassword', message: MESSAGES.passwordsDontMatch }]);
    expect(
      fieldErrors(
        registerFormSchema.safeParse({ ...form, username: 'x', confirmPassword: 'Other1234' }),
      ),
    ).toEqual([
      { field: 'username', message: MESSAGES.usernameMin },
      { field: 'confirmPassword', message: MESSAGES.passwordsDontMatch },
    ]);
  });

  it.each([false, undefined, 'true'])('requires agreeing to the terms (%j)', (agreeToTerms) => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...form, agreeToTerms }))).toEqual([
      { field: 'agreeToTerms', message: MESSAGES.agreeToTerms },
    ]);
  });

  it('accepts only catalogue tiers that match the chosen role', () => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...form, selectedTier: 'gold' }))).toEqual([
      expect.objectContaining({ field: 'selectedTier' }),
    ]);
    expect(
      fieldErrors(registerFormSchema.safeParse({ ...form, selectedTier: 'pro-creator' })),
    ).toEqual([{ field: 'selectedTier', message: MESSAGES.tierRoleMismatch }]);
    expect(registerFormSchema.safeParse({ ...form, selectedTier: 'vip-subscriber' }).success).toBe(
      true,
    );
  });

  it('uses per-field texts rather than the server-side required text', () => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...form, displayName: '' }))).toEqual([
      { field: 'displayName', message: MESSAGES.displayNameMin },
    ]);
  });
});
