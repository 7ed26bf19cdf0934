import { describe, expect, it } from 'vitest';
import {
  adminPayout,
  annualPriceCents,
  formatPrice,
  fromCents,
  meetsMinimumPayout,
  paymentProcessingFee,
  payoutRequest,
  platformFee,
  toCents,
} from './money';

describe('toCents / fromCents', () => {
  it.each([
    [9.99, 999],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0, 0],
    [12.345, 1235],
    [49.99, 4999],
  ])('toCents(%d) is %d', (units, cents) => {
    expect(toCents(units)).toBe(cents);
  });

  it('refuses values that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('converts back to units', () => {
    expect(fromCents(4999)).toBe(49.99);
  });
});

describe('formatPrice', () => {
  it('formats euros by default and any currency on request', () => {
    expect(formatPrice(999, undefined, 'en-US')).toBe('€9.99');
    expect(formatPrice(1099, 'USD', 'en-US')).toBe('$10.99');
    expect(formatPrice(0, 'EUR', 'en-US')).toBe('€0.00');
    expect(formatPrice(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
  });
});

describe('annualPriceCents', () => {
  it.each([
    [999, 9590],
    [1999, 19190],
    [3999, 38390],
    [2999, 28790],
    [4999, 47990],
    [0, 0],
    [1, 10],
  ])('12 x %d minus 20 %% is %d', (monthly, yearly) => {
    expect(annualPriceCents(monthly)).toBe(yearly);
  });
});

describe('fees', () => {
  it.each([
    [1000, 59, 941],
    [999, 59, 940],
    [1999, 88, 1911],
    [0, 0, 0],
    [20, 20, 0],
    [10_000, 320, 9680],
  ])('payment fee on %d cents is %d (net %d)', (amount, fee, net) => {
    expect(paymentProcessingFee(amount)).toEqual({ feeCents: fee, netCents: net });
  });

  it('schedules a payout request seven days ahead with a 1 % fee', () => {
    const now = new Date('2025-03-01T10:00:00.000Z');
    expect(payoutRequest(10_000, now)).toEqual({
      feeCents: 100,
      netCents: 9900,
      scheduledFor: new Date('2025-03-08T10:00:00.000Z'),
    });
    expect(payoutRequest(5050, now).feeCents).toBe(51);
  });

  it.each([
    [10_000, 500, 9500],
    [1999, 100, 1899],
    [10, 1, 9],
  ])('admin payout on %d cents keeps 5 %%', (amount, fee, net) => {
    expect(adminPayout(amount)).toEqual({ feeCents: fee, netCents: net });
  });

  it.each([
    [1999, 20, 400, 1599],
    [1999, 15, 300, 1699],
    [999, 10, 100, 899],
    [1000, 0, 0, 1000],
    [1000, 100, 1000, 0],
    [1000, 12.5, 125, 875],
  ])('platform fee on %d cents at %d %%', (amount, percent, fee, net) => {
    expect(platformFee(amount, percent)).toEqual({ feeCents: fee, netCents: net });
  });

  it.each([-1, 1.5, Number.NaN])('refuses the amount %d', (amount) => {
    expect(() => paymentProcessingFee(amount)).toThrow(RangeError);
    expect(() => annualPriceCents(amount)).toThrow(RangeError);
  });

  it.each([-1, 101, Number.NaN])('refuses a platform fee of %d %%', (percent) => {
    expect(() => platformFee(1000, percent)).toThrow(RangeError);
  });

  it('checks the minimum payout', () => {
    expect(meetsMinimumPayout(4999)).toBe(false);
    expect(meetsMinimumPayout(5000)).toBe(true);
  });
});
