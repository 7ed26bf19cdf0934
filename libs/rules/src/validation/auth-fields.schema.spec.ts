import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { MESSAGES } from '../messages';
import {
  displayNameSchema,
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  roleSchema,
  usernameSchema,
} from './auth-fields.schema';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', ''])('refuses %j', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual([MESSAGES.invalidEmail]);
  });

  it.each([{ $gt: '' }, 42, null, undefined])('refuses the non-string %j', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(false);
  });
});

describe('usernameSchema', () => {
  it.each([
    ['abc', []],
    ['a'.repeat(20), []],
    ['user_01', []],
    ['ab', [MESSAGES.usernameMin]],
    ['a'.repeat(21), [MESSAGES.usernameMax]],
    ['bad name', [MESSAGES.usernameChars]],
    ['dash-ed', [MESSAGES.usernameChars]],
    ['é_accent', [MESSAGES.usernameChars]],
  ])('%j gives %j', (value, expected) => {
    expect(messagesOf(usernameSchema, value)).toEqual(expected);
  });
});

describe('displayNameSchema', () => {
  it.each([
    ['Al', []],
    ['A', [MESSAGES.displayNameMin]],
    ['  A  ', [MESSAGES.displayNameMin]],
    ['Ada\u202eecilA', [MESSAGES.displayNameControlCharacters]],
    ['Ada\nLovelace', [MESSAGES.displayNameControlCharacters]],
    ['Ada\u0000', [MESSAGES.displayNameControlCharacters]],
    ['Zoë 🧑‍🎨', []],
  ])('%j gives %j', (value, expected) => {
    expect(messagesOf(displayNameSchema, value)).toEqual(expected);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['Abcdefg1', []],
    ['Abcdef1', [MESSAGES.passwordMin]],
    ['abcdefg1', [MESSAGES.passwordComplexity]],
    ['ABCDEFG1', [MESSAGES.passwordComplexity]],
    ['Abcdefgh', [MESSAGES.passwordComplexity]],
    ['abc', [MESSAGES.passwordMin, MESSAGES.passwordComplexity]],
  ])('%j gives %j', (value, expected) => {
    expect(messagesOf(newPasswordSchema, value)).toEqual(expected);
  });

  it('keeps surrounding spaces', () => {
    expect(newPasswordSchema.parse(' Abcdefg1 ')).toBe(' Abcdefg1 ');
  });
});

describe('loginPasswordSchema', () => {
  it.each([
    ['123456', []],
    ['12345', [MESSAGES.loginPasswordMin]],
  ])('%j gives %j', (value, expected) => {
    expect(messagesOf(loginPasswordSchema, value)).toEqual(expected);
  });
});

describe('roleSchema', () => {
  it.each([
    [undefined, 'subscriber'],
    ['creator', 'creator'],
    ['CREATOR', 'creator'],
    [' Subscriber ', 'subscriber'],
  ])('%j becomes %j', (value, role) => {
    expect(roleSchema.parse(value)).toBe(role);
  });

  it.each(['admin', 'ADMIN', 'moderator', ''])('refuses %j', (value) => {
    expect(messagesOf(roleSchema, value)).toEqual([MESSAGES.roleInvalid]);
  });
});
