import { describe, expect, it } from 'vitest';
import { requiredTierForFileSize } from './required-tier.rule';

describe('requiredTierForFileSize', () => {
  it.each([
    [0, 'pro-subscriber'],
    [5, 'pro-subscriber'],
    [24.99, 'pro-subscriber'],
    [25, 'vip-subscriber'],
    [25.01, 'vip-subscriber'],
    [99.99, 'vip-subscriber'],
    [100, 'premium-creator'],
    [500, 'premium-creator'],
  ])('%d MB needs %s', (sizeMb, tierId) => {
    expect(requiredTierForFileSize(sizeMb)).toBe(tierId);
  });
});
