import { describe, expect, it } from 'vitest';
import { isRole, normalizeRole, ROLES, SELF_SERVICE_ROLES } from './roles';

describe('roles', () => {
  it('lists the three roles and the two self-service ones', () => {
    expect(ROLES).toEqual(['subscriber', 'creator', 'admin']);
    expect(SELF_SERVICE_ROLES).toEqual(['creator', 'subscriber']);
  });

  it.each([
    ['admin', 'admin'],
    ['ADMIN', 'admin'],
    ['  Creator ', 'creator'],
    ['SUBSCRIBER', 'subscriber'],
    ['moderator', null],
    ['', null],
  ])('normalizeRole(%j) is %j', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });

  it.each([
    ['ADMIN', 'admin', true],
    ['admin', 'admin', true],
    ['Admin', 'creator', false],
    ['CREATOR', 'creator', true],
    [undefined, 'subscriber', false],
    [null, 'admin', false],
    ['administrator', 'admin', false],
  ] as const)('isRole(%j, %j) is %j', (value, role, expected) => {
    expect(isRole(value, role)).toBe(expected);
  });
});
