import { describe, expect, it } from 'vitest';
import { periodMs, platformPlanPrice } from './plan-terms';

describe('plan prices and periods', () => {
  it('prices a plan in its currency or USD, annual at twelve months less 20 %', () => {
    expect(platformPlanPrice('pro-subscriber', 'monthly', 'EUR').priceCents).toBe(1999);
    expect(platformPlanPrice('pro-subscriber', 'monthly', 'usd').priceCents).toBe(2199);
    expect(platformPlanPrice('pro-subscriber', 'annual', 'eur').priceCents).toBe(19190);
    expect(platformPlanPrice('basic-creator', 'annual', 'usd').priceCents).toBe(0);
    expect(() => platformPlanPrice('pro-subscriber', 'monthly', 'jpy')).toThrow();
    expect(() => platformPlanPrice('gold', 'monthly', 'usd')).toThrow('Tier not found');
  });

  it('makes an annual period twelve monthly ones', () => {
    expect(periodMs({ billingPeriod: 'monthly' }, 30 * 86_400)).toBe(30 * 86_400_000);
    expect(periodMs({ billingPeriod: 'annual' }, 30 * 86_400)).toBe(360 * 86_400_000);
  });

  it("makes a bundle's period as many monthly ones as it has months", () => {
    const plan = { billingPeriod: 'monthly' as const, bundle: { months: 6 } };
    expect(periodMs(plan, 30 * 86_400)).toBe(180 * 86_400_000);
  });
});
