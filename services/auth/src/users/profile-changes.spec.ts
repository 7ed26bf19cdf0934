import { describe, expect, it } from 'vitest';
import { profileChanges, sameSocialLinks } from './profile-changes';
import type { User } from './user.schema';

const stored = { site: 'https://ada.dev', code: 'https://github.com/ada' };

describe('sameSocialLinks', () => {
  it('is true only for the same platforms with the same URLs in the same order', () => {
    expect(sameSocialLinks(stored, { ...stored })).toBe(true);
    expect(sameSocialLinks(undefined, {})).toBe(true);
  });

  it.each([
    ['a renamed platform', { blog: 'https://ada.dev', code: 'https://github.com/ada' }],
    ['swapped URLs', { site: 'https://github.com/ada', code: 'https://ada.dev' }],
    ['a new order', { code: 'https://github.com/ada', site: 'https://ada.dev' }],
    ['a removed link', { site: 'https://ada.dev' }],
    ['an added link', { ...stored, x: 'https://x.com/ada' }],
  ])('is false for %s', (_case, requested) => {
    expect(sameSocialLinks(stored, requested)).toBe(false);
  });
});

describe('profileChanges', () => {
  const current = {
    displayName: 'Ada',
    bio: 'Hi',
    socialLinks: stored,
    role: 'subscriber',
    isVerified: false,
  } as unknown as User;

  it('keeps only the fields whose values differ', () => {
    expect(
      profileChanges(current, {
        displayName: 'Ada',
        bio: 'Hello',
        socialLinks: { ...stored },
        role: 'subscriber',
        isVerified: true,
        setupComplete: true,
      }),
    ).toEqual({ bio: 'Hello', isVerified: true, setupComplete: true });
  });

  it('counts renamed social links as a change', () => {
    const renamed = { website: 'https://ada.dev', github: 'https://github.com/ada' };
    expect(profileChanges(current, { socialLinks: renamed })).toEqual({ socialLinks: renamed });
  });
});
