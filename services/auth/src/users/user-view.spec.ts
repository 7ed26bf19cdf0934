import { publicUserSchema, userSchema } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { User } from './user.schema';
import { toPublicUser, toUserDto } from './user-view';

const user = {
  _id: 'user-1',
  email: 'maya@example.com',
  username: 'maya',
  usernameKey: 'maya',
  displayName: 'Maya',
  passwordHash: 'hash',
  role: 'creator',
  authProvider: 'local',
  googleId: null,
  emailVerified: true,
  isVerified: false,
  avatar: '',
  coverImage: '',
  bio: 'Lakes at night',
  socialLinks: { instagram: 'https://instagram.com/maya' },
  subscriptionTier: { tierId: 'creator-pro', status: 'active', currentPeriodEnd: new Date() },
  passwordChangedAt: null,
  setupComplete: true,
  createdAt: new Date('2026-06-01T10:00:00Z'),
  updatedAt: new Date('2026-06-02T10:00:00Z'),
} as unknown as User;

describe('user views', () => {
  it('are exactly what the API document describes', () => {
    const account = toUserDto(user);
    expect(userSchema.parse(account)).toEqual(account);
    const profile = toPublicUser(user);
    expect(publicUserSchema.parse(profile)).toEqual(profile);
  });

  it('describe an account without a platform tier', () => {
    const account = toUserDto({ ...user, subscriptionTier: null } as User);
    expect(userSchema.parse(account)).toEqual(account);
  });
});
