import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { MIN_CHARGE_CENTS, type PaymentDto, type UnlockRequest } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { MessageCatalog } from '../catalog/message-catalog';
import { PostCatalog } from '../catalog/post-catalog';
import { assertExpectedPrice } from '../payments/expected-price';
import type { Payment } from '../payments/payment.schema';
import { paymentStatus } from '../payments/payment-status';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentsService, toPaymentDto } from '../payments/payments.service';
import { CreatorFees } from '../subscriptions/creator-fees';
import { IdempotentPurchases, type PurchaseAttempt } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { UnlockClaimsRepository } from './unlock-claims.repository';

export const CONTENT_NOT_FOUND = 'Content not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const NOT_FOR_SALE = 'This post is not for sale';
export const OWN_POST = 'You cannot unlock your own post';
export const OWN_MESSAGE = 'You cannot unlock your own message';
export const ALREADY_UNLOCKED = 'You have already unlocked this post';
export const MESSAGE_ALREADY_UNLOCKED = 'You have already unlocked this message';
export const UNLOCK_IN_PROGRESS = 'An unlock of this post is already in progress';
export const MESSAGE_UNLOCK_IN_PROGRESS = 'An unlock of this message is already in progress';

/** What one unlock sells, from the catalogue: never from the client. */
interface SaleItem {
  /** Keys the payer's claim on the item: one charge at a time. */
  claimItemId: string;
  creatorId: string;
  priceCents: number;
  contentId?: string;
  messageId?: string;
  description: string;
  alreadyUnlocked: string;
  inProgress: string;
}

/**
 * A pay-per-view unlock of a post or a message, charged to the payer's saved card, once per
 * purchase key: the client's, else the buyer and the post or message. A claim on the item keeps
 * two concurrent requests without a key from both charging.
 */
@Injectable()
export class UnlockItemUseCase {
  constructor(
    private readonly payments: PaymentsService,
    private readonly paymentsRepository: PaymentsRepository,
    private readonly catalog: PostCatalog,
    private readonly messageCatalog: MessageCatalog,
    private readonly claims: UnlockClaimsRepository,
    private readonly fees: CreatorFees,
    private readonly purchases: IdempotentPurchases,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async execute(payerId: string, request: UnlockRequest, clientKey?: string): Promise<PaymentDto> {
    const item = request.messageId ? `message:${request.messageId}` : `post:${request.contentId}`;
    const purchase = {
      payerId,
      clientKey,
      derivedKey: `unlock:${item}`,
      fingerprint: fingerprintOf('unlock', request),
    };
    return this.purchases.run(purchase, async (attempt) => {
      const payment = await this.chargeUnlock(payerId, request, attempt);
      return { data: toPaymentDto(payment), paymentId: payment._id };
    });
  }

  /**
   * Sells a post or a pay-per-view message at the creator's price from the catalogue, if it is
   * still the price the buyer saw. An unlock still being paid for is answered with its payment,
   * so a retried request charges once.
   */
  private async chargeUnlock(
    payerId: string,
    request: UnlockRequest,
    attempt: PurchaseAttempt,
  ): Promise<Payment> {
    const item = request.messageId
      ? await this.saleOfMessage(payerId, request.messageId)
      : await this.saleOfPost(payerId, request.contentId as string);
    assertExpectedPrice(request.expectedAmountCents, {
      priceCents: item.priceCents,
      currency: this.config.BILLING_CURRENCY,
    });
    const previous = await this.previousPayment(payerId, item);
    if (previous) return previous;
    const claimId = await this.claims.claim(payerId, item.claimItemId, new Date());
    if (!claimId) throw new ConflictException(item.inProgress);
    let payment: Payment | null = null;
    try {
      // Read again under the claim: another request may have finished in between.
      const settled = await this.previousPayment(payerId, item);
      if (settled) return settled;
      payment = await this.payments.charge({
        paymentId: attempt.paymentId,
        idempotencyKey: attempt.processorKey,
        purpose: 'unlock',
        payerId,
        creatorId: item.creatorId,
        contentId: item.contentId,
        messageId: item.messageId,
        amountCents: item.priceCents,
        currency: this.config.BILLING_CURRENCY,
        platformFeePercent: await this.fees.platformFeePercentOf(item.creatorId),
        description: item.description,
        method: { kind: 'saved', paymentMethodId: request.paymentMethodId },
      });
      return payment;
    } finally {
      await this.claims.release(payerId, item.claimItemId, claimId, payment?._id ?? null);
    }
  }

  private async saleOfPost(payerId: string, contentId: string): Promise<SaleItem> {
    const post = await this.catalog.find(contentId);
    if (!post || post.removed || post.status !== 'published' || !post.creatorId) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    if (post.creatorId === payerId) throw new ForbiddenException(OWN_POST);
    if (post.priceCents === null || post.priceCents < MIN_CHARGE_CENTS) {
      throw new BadRequestException(NOT_FOR_SALE);
    }
    return {
      claimItemId: contentId,
      creatorId: post.creatorId,
      priceCents: post.priceCents,
      contentId,
      description: `Unlock of post ${contentId}`,
      alreadyUnlocked: ALREADY_UNLOCKED,
      inProgress: UNLOCK_IN_PROGRESS,
    };
  }

  /** Only the message's recipients can buy it; to anyone else it does not exist. */
  private async saleOfMessage(payerId: string, messageId: string): Promise<SaleItem> {
    const message = await this.messageCatalog.find(messageId);
    if (message?.creatorId === payerId) throw new ForbiddenException(OWN_MESSAGE);
    if (!message || !message.recipientIds.includes(payerId)) {
      throw new NotFoundException(MESSAGE_NOT_FOUND);
    }
    return {
      claimItemId: `message:${messageId}`,
      creatorId: message.creatorId,
      priceCents: message.priceCents,
      messageId,
      description: `Unlock of message ${messageId}`,
      alreadyUnlocked: MESSAGE_ALREADY_UNLOCKED,
      inProgress: MESSAGE_UNLOCK_IN_PROGRESS,
    };
  }

  /** The latest unlock payment still in flight; a conflict when it already succeeded. */
  private async previousPayment(payerId: string, item: SaleItem): Promise<Payment | null> {
    const claim = await this.claims.find(payerId, item.claimItemId);
    if (!claim?.paymentId) return null;
    const payment = await this.paymentsRepository.findById(claim.paymentId);
    if (!payment) return null;
    const status = paymentStatus(payment.facts);
    if (status === 'succeeded') throw new ConflictException(item.alreadyUnlocked);
    return status === 'processing' || status === 'requires_action' ? payment : null;
  }
}
