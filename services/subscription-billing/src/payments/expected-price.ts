import { HttpException, HttpStatus } from '@nestjs/common';
import { PRICE_CHANGED, type PriceChangedFailure } from '@tessera/contracts';

/** The price a purchase charges now. */
export interface CurrentPrice {
  priceCents: number;
  currency: string;
}

/**
 * Refuses a purchase whose buyer was shown another price than the one it would charge: 409 with
 * the current price, before anything is charged. Without an expected price, the current one holds.
 */
export function assertExpectedPrice(expectedCents: number | undefined, current: CurrentPrice) {
  if (expectedCents === undefined || expectedCents === current.priceCents) return;
  const currency = current.currency.toUpperCase();
  const body: PriceChangedFailure = {
    error: PRICE_CHANGED,
    message: `The price is now ${(current.priceCents / 100).toFixed(2)} ${currency}; confirm it to buy`,
    currentAmountCents: current.priceCents,
    currency,
  };
  throw new HttpException(body, HttpStatus.CONFLICT);
}
