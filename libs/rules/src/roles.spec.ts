import { describe, expect, it } from 'vitest';
import { isRole, normalizeRole, ROLES, SELF_SERVICE_ROLES } from './roles';

describe('roles', () => {
  it('lets people choose every role but admin for themselves', () => {
    const selfService: readonly string[] = SELF_SERVICE_ROLES;
    expect(ROLES.filter((role) => !selfService.includes(role))).toEqual(['admin']);
    expect(SELF_SERVICE_ROLES.every((role) => normalizeRole(role) === role)).toBe(true);
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
