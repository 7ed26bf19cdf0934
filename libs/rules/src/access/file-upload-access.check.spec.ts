import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from '../files/file-type.util';
import { MESSAGES } from '../messages';
import { EARLIER, NOW, userOn, userWithoutPlan } from './access.fixtures';
import { type AccessUser } from './access.types';
import { checkFileUpload } from './file-upload-access.check';

const check = (user: AccessUser | null, sizeMb: number, mimeType = 'image/png') =>
  checkFileUpload({
    user,
    file: { sizeBytes: Math.round(sizeMb * BYTES_PER_MB), mimeType },
    now: NOW,
  });

describe('checkFileUpload', () => {
  it('asks a visitor to log in', () => {
    expect(check(null, 1)).toEqual({
      allowed: false,
      reason: MESSAGES.fileUploadLoginRequired,
      upgradeUrl: '/login',
    });
  });

  it('needs an active subscription', () => {
    const expected = {
      allowed: false,
      reason: MESSAGES.activeSubscriptionRequired,
      upgradeUrl: '/subscription',
    };
    expect(check(userWithoutPlan(), 1)).toEqual(expected);
    expect(check(userOn('vip-subscriber', { periodEnd: EARLIER }), 1)).toEqual(expected);
  });

  it.each([
    ['basic-subscriber', 5, true],
    ['basic-subscriber', 5.001, false],
    ['pro-subscriber', 25, true],
    ['pro-subscriber', 25.001, false],
    ['vip-subscriber', 100, true],
    ['basic-creator', 10, true],
    ['pro-creator', 50, true],
    ['premium-creator', 200, true],
    ['premium-creator', 200.001, false],
  ] as const)('%s with a %d MB file: allowed %j', (tierId, sizeMb, allowed) => {
    expect(check(userOn(tierId), sizeMb).allowed).toBe(allowed);
  });

  it('names the spec tier for a subscriber file that is too large', () => {
    expect(check(userOn('basic-subscriber'), 6)).toEqual({
      allowed: false,
      reason: 'File size exceeds limit (5MB)',
      requiredTier: 'pro-subscriber',
      currentTier: 'basic-subscriber',
      upgradeUrl: '/subscription',
    });
    expect(check(userOn('pro-subscriber'), 30)).toMatchObject({ requiredTier: 'vip-subscriber' });
    expect(check(userOn('vip-subscriber'), 150)).toMatchObject({
      reason: MESSAGES.fileSizeExceedsTierLimit(100),
      requiredTier: 'premium-creator',
    });
  });

  it('names the next creator tier that fits for a creator', () => {
    expect(check(userOn('basic-creator'), 20)).toMatchObject({
      reason: MESSAGES.fileSizeExceedsTierLimit(10),
      requiredTier: 'pro-creator',
    });
    expect(check(userOn('basic-creator'), 60)).toMatchObject({ requiredTier: 'premium-creator' });
    expect(check(userOn('premium-creator'), 300)).toEqual({
      allowed: false,
      reason: MESSAGES.fileSizeExceedsTierLimit(200),
      currentTier: 'premium-creator',
      upgradeUrl: '/subscription',
    });
  });

  it('checks size before type', () => {
    expect(check(userOn('basic-subscriber'), 50, 'video/mp4')).toMatchObject({
      reason: MESSAGES.fileSizeExceedsTierLimit(5),
    });
  });

  it.each([
    ['basic-subscriber', 'image/jpeg', true],
    ['basic-subscriber', 'image/jpg', true],
    ['basic-subscriber', 'IMAGE/PNG', true],
    ['basic-subscriber', 'image/gif', false],
    ['pro-subscriber', 'video/mp4', true],
    ['pro-subscriber', 'video/webm', false],
    ['vip-subscriber', 'video/webm', true],
    ['vip-subscriber', 'video/quicktime', false],
    ['pro-creator', 'video/mov', false],
    ['premium-creator', 'video/quicktime', true],
    ['premium-creator', 'image/webp', false],
    ['premium-creator', 'application/pdf', false],
  ] as const)('%s with %s: allowed %j', (tierId, mimeType, allowed) => {
    expect(check(userOn(tierId), 1, mimeType).allowed).toBe(allowed);
  });

  it('explains a refused type and the tier that allows it', () => {
    expect(check(userOn('basic-subscriber'), 1, 'image/gif')).toEqual({
      allowed: false,
      reason: MESSAGES.fileTypeNotInTier,
      requiredTier: 'pro-subscriber',
      currentTier: 'basic-subscriber',
      upgradeUrl: '/subscription',
    });
    expect(check(userOn('pro-creator'), 1, 'video/quicktime')).toMatchObject({
      requiredTier: 'premium-creator',
    });
    expect(check(userOn('vip-subscriber'), 1, 'application/pdf')).toEqual({
      allowed: false,
      reason: MESSAGES.fileTypeNotInTier,
      currentTier: 'vip-subscriber',
      upgradeUrl: '/subscription',
    });
  });
});
