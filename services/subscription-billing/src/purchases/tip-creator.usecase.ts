import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { PaymentDto, TipRequest } from '@tessera/contracts';
import { PlatformSettingsReader, SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { CREATOR_UNAVAILABLE, isWithdrawn, UserDirectory } from '../directory/user-directory';
import { assertExpectedPrice } from '../payments/expected-price';
import { PaymentsService, toPaymentDto } from '../payments/payments.service';
import { IdempotentPurchases } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { CreatorFees } from '../subscriptions/creator-fees';

export const CREATOR_NOT_FOUND = 'Creator not found';
export const CANNOT_TIP_YOURSELF = 'You cannot tip yourself';

/**
 * A tip to a creator, charged to the payer's saved card, once per purchase key: the client's,
 * else the tip itself while it is being paid.
 */
@Injectable()
export class TipCreatorUseCase {
  constructor(
    private readonly payments: PaymentsService,
    private readonly directory: UserDirectory,
    private readonly fees: CreatorFees,
    private readonly purchases: IdempotentPurchases,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly settings: PlatformSettingsReader,
  ) {}

  async execute(payerId: string, request: TipRequest, clientKey?: string): Promise<PaymentDto> {
    await this.settings.requireFeature('tipsEnabled');
    const fingerprint = fingerprintOf('tip', request);
    const purchase = { payerId, clientKey, derivedKey: `tip:${fingerprint}`, fingerprint };
    return this.purchases.run(purchase, async (attempt) => {
      if (request.creatorId === payerId) throw new BadRequestException(CANNOT_TIP_YOURSELF);
      assertExpectedPrice(request.expectedAmountCents, {
        priceCents: request.amountCents,
        currency: this.config.BILLING_CURRENCY,
      });
      const creator = await this.directory.find(request.creatorId);
      if (creator?.role !== 'creator') throw new NotFoundException(CREATOR_NOT_FOUND);
      if (isWithdrawn(creator)) throw new ConflictException(CREATOR_UNAVAILABLE);
      const payment = await this.payments.charge({
        paymentId: attempt.paymentId,
        idempotencyKey: attempt.processorKey,
        purpose: 'tip',
        payerId,
        creatorId: request.creatorId,
        amountCents: request.amountCents,
        currency: this.config.BILLING_CURRENCY,
        platformFeePercent: await this.fees.platformFeePercentOf(request.creatorId),
        note: request.message,
        description: `Tip to ${creator.username ?? request.creatorId}`,
        method: { kind: 'saved', paymentMethodId: request.paymentMethodId },
      });
      return { data: toPaymentDto(payment), paymentId: payment._id };
    });
  }
}
