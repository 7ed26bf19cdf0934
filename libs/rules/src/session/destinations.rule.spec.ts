import { describe, expect, it } from 'vitest';
import {
  afterRegistrationDestination,
  afterSetupDestination,
  checkoutPathForTier,
  isNewAccount,
  needsSetup,
  postLoginDestination,
} from './destinations.rule';

const complete = {
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  bio: 'Engines and poems.',
  role: 'subscriber',
};

describe('needsSetup', () => {
  it.each([
    ['setupComplete false wins over a full profile', { ...complete, setupComplete: false }, true],
    [
      'setupComplete true wins over an empty profile',
      { ...complete, bio: '', setupComplete: true },
      false,
    ],
    ['complete profile without the flag', complete, false],
    ['empty bio', { ...complete, bio: '' }, true],
    ['blank bio', { ...complete, bio: '   ' }, true],
    ['missing bio', { ...complete, bio: undefined }, true],
    ['null bio', { ...complete, bio: null }, true],
    ['empty display name', { ...complete, displayName: '' }, true],
    ['display name equal to the email local part', { ...complete, displayName: 'ada' }, true],
    ['same local part with spaces', { ...complete, displayName: ' ada ' }, true],
    ['local part in another letter case', { ...complete, displayName: 'Ada' }, false],
    ['null flag falls back to the profile', { ...complete, setupComplete: null }, false],
  ])('%s', (_case, user, expected) => {
    expect(needsSetup(user)).toBe(expected);
  });
});

describe('postLoginDestination', () => {
  it.each([
    ['no user', null, '/login'],
    ['setup needed, even for an admin', { ...complete, role: 'ADMIN', bio: '' }, '/setup'],
    ['creator', { ...complete, role: 'CREATOR' }, '/creator-dashboard'],
    ['admin', { ...complete, role: 'admin' }, '/admin'],
    ['subscriber', complete, '/dashboard'],
    ['unknown role', { ...complete, role: 'guest' }, '/dashboard'],
  ])('%s goes to %s', (_case, user, path) => {
    expect(postLoginDestination(user)).toBe(path);
  });
});

describe('isNewAccount', () => {
  const now = new Date('2025-05-05T12:00:00.000Z');
  it.each([
    ['2025-05-05T11:55:00.001Z', true],
    ['2025-05-05T11:55:00.000Z', false],
    ['2025-05-05T12:00:00.000Z', true],
    ['2025-05-04T12:00:00.000Z', false],
    ['garbage', false],
  ])('created %s: new %j', (createdAt, expected) => {
    expect(isNewAccount({ createdAt }, now)).toBe(expected);
  });
});

describe('afterRegistrationDestination', () => {
  const now = new Date('2025-05-05T12:00:00.000Z');
  const fresh = { ...complete, createdAt: '2025-05-05T11:59:00.000Z' };
  const older = { ...complete, createdAt: '2025-05-01T00:00:00.000Z' };

  it.each([
    [
      'a new account sets up first, then goes to the paid tier it chose',
      fresh,
      'vip-subscriber',
      '/setup?next=%2Fsubscription%2Fcheckout%3Ftier%3Dvip-subscriber',
    ],
    ['a new creator on the free tier', { ...fresh, role: 'creator' }, 'basic-creator', '/setup'],
    [
      'an older account with a paid tier',
      older,
      'pro-subscriber',
      '/subscription/checkout?tier=pro-subscriber',
    ],
    [
      'an older creator on the free tier',
      { ...older, role: 'creator' },
      'basic-creator',
      '/creator-dashboard',
    ],
    ['an older account without a tier', older, undefined, '/dashboard'],
    ['an older account with a blank tier', older, '', '/dashboard'],
    ['an older account needing setup', { ...older, bio: '' }, null, '/setup'],
  ])('%s', (_case, user, selectedTierId, path) => {
    expect(afterRegistrationDestination({ user, selectedTierId, now })).toBe(path);
  });

  it('encodes the tier id in the checkout path', () => {
    expect(checkoutPathForTier('pro-creator')).toBe('/subscription/checkout?tier=pro-creator');
    expect(checkoutPathForTier('a b&c')).toBe('/subscription/checkout?tier=a%20b%26c');
  });
});

describe('afterSetupDestination', () => {
  it('goes on to the checkout it was given, and home otherwise', () => {
    const checkout = '/subscription/checkout?tier=pro-subscriber';
    expect(afterSetupDestination(complete, checkout)).toBe(checkout);
    expect(afterSetupDestination(complete, null)).toBe('/dashboard');
    expect(afterSetupDestination({ ...complete, bio: '' }, undefined)).toBe('/dashboard');
    expect(afterSetupDestination({ ...complete, role: 'creator' }, null)).toBe(
      '/creator-dashboard',
    );
  });

  it('never follows a path outside checkout', () => {
    for (const next of ['https://evil.example', '//evil.example', '/admin', '/subscription']) {
      expect(afterSetupDestination(complete, next)).toBe('/dashboard');
    }
  });
});
