import { creatorTierOfferSchema } from '@tessera/contracts';
import { formatPrice } from '@tessera/rules';
import { isApiError } from '../../api/api-error';

/**
 * The creator's tier a messaging refusal offers (its `cheapestTier`), with its price written out;
 * null when the refusal offers none.
 */
export function refusalOffer(error: unknown): { id: string; name: string; price: string } | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const offer = creatorTierOfferSchema.safeParse(
    (error.body as { cheapestTier?: unknown }).cheapestTier,
  );
  if (!offer.success) return null;
  const { id, name, priceCents, currency } = offer.data;
  return { id, name, price: formatPrice(priceCents, currency.toUpperCase()) };
}
