import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { creatorTierSchema } from './creator-tier.schema';
import { formatZodIssues } from './format-zod-issues.util';

const tier = {
  name: ' Inner circle ',
  description: 'Weekly behind-the-scenes posts',
  price: 9.99,
  benefits: ['Early posts'],
  color: '#3B82F6',
  contentAccess: 'premium-only',
};

describe('creatorTierSchema', () => {
  it.each([
    [9.99, 999],
    [19.995, 2000],
    [0, 0],
    [4, 400],
  ])('stores a price of %d units as %d cents', (price, cents) => {
    expect(creatorTierSchema.parse({ ...tier, price }).priceCents).toBe(cents);
  });

  it('outputs the tier without the unit price, with defaults filled', () => {
    expect(
      creatorTierSchema.parse({
        name: 'Fans',
        price: 5,
        color: '#10b981',
        contentAccess: 'all',
      }),
    ).toEqual({
      name: 'Fans',
      description: '',
      benefits: [],
      color: '#10b981',
      contentAccess: 'all',
      priceCents: 500,
    });
    expect(creatorTierSchema.parse(tier).name).toBe('Inner circle');
  });

  it.each([
    [{ name: '  ' }, 'name', MESSAGES.tierNameRequired],
    [{ price: -1 }, 'price', MESSAGES.tierPriceInvalid],
    [{ price: '9.99' }, 'price', MESSAGES.tierPriceInvalid],
    [{ price: Number.POSITIVE_INFINITY }, 'price', MESSAGES.tierPriceInvalid],
    [{ color: 'blue' }, 'color', MESSAGES.colorInvalid],
    [{ contentAccess: 'everything' }, 'contentAccess', expect.any(String)],
  ])('refuses %j', (change, field, message) => {
    const result = creatorTierSchema.safeParse({ ...tier, ...change });
    expect(result.success || formatZodIssues(result.error).errors).toEqual([{ field, message }]);
  });
});
