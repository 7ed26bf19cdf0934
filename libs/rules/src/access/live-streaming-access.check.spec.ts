import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { NOW, userOn, userWithoutPlan } from './access.fixtures';
import { checkLiveStreaming } from './live-streaming-access.check';

describe('checkLiveStreaming', () => {
  it('asks a visitor to log in', () => {
    expect(checkLiveStreaming({ user: null, now: NOW })).toEqual({
      allowed: false,
      reason: MESSAGES.liveStreamingLoginRequired,
      upgradeUrl: '/login',
    });
  });

  it('is for creators only', () => {
    expect(checkLiveStreaming({ user: userOn('vip-subscriber'), now: NOW })).toEqual({
      allowed: false,
      reason: MESSAGES.onlyCreatorsLiveStream,
      upgradeUrl: '/register?role=creator',
    });
  });

  it('needs an active creator tier', () => {
    expect(
      checkLiveStreaming({ user: userOn('pro-subscriber', { role: 'Creator' }), now: NOW }),
    ).toMatchObject({ allowed: false, reason: MESSAGES.activeCreatorSubscriptionRequired });
  });

  it.each([
    ['basic-creator', false],
    ['pro-creator', true],
    ['premium-creator', true],
  ] as const)('%s: allowed %j', (tierId, allowed) => {
    const decision = checkLiveStreaming({ user: userOn(tierId), now: NOW });
    expect(decision).toEqual(
      allowed
        ? { allowed: true }
        : {
            allowed: false,
            reason: MESSAGES.liveStreamingUnavailable,
            requiredTier: 'pro-creator',
            currentTier: tierId,
            upgradeUrl: '/subscription',
          },
    );
  });

  it('keeps a creator without a plan on the free tier, which cannot stream', () => {
    expect(checkLiveStreaming({ user: userWithoutPlan('creator'), now: NOW })).toMatchObject({
      reason: MESSAGES.liveStreamingUnavailable,
      currentTier: 'basic-creator',
    });
  });
});
