import type { PaymentPurpose } from '@tessera/contracts';
import { paymentProcessingFee, platformFee } from '@tessera/rules';
import type { PaymentSplit } from './payment.schema';

/**
 * The processor's fee comes off the gross first; the platform's fee is its plan percentage of the
 * gross; the creator keeps the rest. A platform plan's whole net is the platform's.
 */
export function splitPayment(
  purpose: PaymentPurpose,
  amountCents: number,
  creatorPlatformFeePercent: number,
): PaymentSplit {
  const processor = paymentProcessingFee(amountCents);
  if (purpose === 'platform_plan') {
    return {
      processorFeeCents: processor.feeCents,
      platformFeeCents: processor.netCents,
      creatorNetCents: 0,
    };
  }
  const platform = Math.min(
    platformFee(amountCents, creatorPlatformFeePercent).feeCents,
    processor.netCents,
  );
  return {
    processorFeeCents: processor.feeCents,
    platformFeeCents: platform,
    creatorNetCents: processor.netCents - platform,
  };
}
