import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { MIN_CHARGE_CENTS, type TipRequest, type UnlockRequest } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { PostCatalog } from '../catalog/post-catalog';
import { UserDirectory } from '../directory/user-directory';
import type { Payment } from '../payments/payment.schema';
import { paymentStatus } from '../payments/payment-status';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentsService } from '../payments/payments.service';
import { CreatorFees } from '../plans/creator-fees';
import { UnlockClaimsRepository } from './unlock-claims.repository';

export const CREATOR_NOT_FOUND = 'Creator not found';
export const CANNOT_TIP_YOURSELF = 'You cannot tip yourself';
export const CONTENT_NOT_FOUND = 'Content not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const NOT_FOR_SALE = 'This post is not for sale';
export const OWN_POST = 'You cannot unlock your own post';
export const ALREADY_UNLOCKED = 'You have already unlocked this post';
export const UNLOCK_IN_PROGRESS = 'An unlock of this post is already in progress';

/** Tips to creators and pay-per-view unlocks of posts, charged to the payer's saved card. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly payments: PaymentsService,
    private readonly paymentsRepository: PaymentsRepository,
    private readonly directory: UserDirectory,
    private readonly catalog: PostCatalog,
    private readonly claims: UnlockClaimsRepository,
    private readonly fees: CreatorFees,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async tip(payerId: string, request: TipRequest): Promise<Payment> {
    if (request.creatorId === payerId) throw new BadRequestException(CANNOT_TIP_YOURSELF);
    const creator = await this.directory.find(request.creatorId);
    if (creator?.role !== 'creator') throw new NotFoundException(CREATOR_NOT_FOUND);
    return this.payments.charge({
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
  }

  /**
   * Sells a post at the creator's price from the catalogue. An unlock still being paid for is
   * answered with its payment, so a retried request charges once.
   */
  async unlock(payerId: string, request: UnlockRequest): Promise<Payment> {
    // Messages are sold once messaging publishes their prices; none is known yet.
    if (!request.contentId) throw new NotFoundException(MESSAGE_NOT_FOUND);
    const contentId = request.contentId;
    const post = await this.catalog.find(contentId);
    if (!post || post.removed || post.status !== 'published' || !post.creatorId) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    if (post.creatorId === payerId) throw new ForbiddenException(OWN_POST);
    if (post.priceCents === null || post.priceCents < MIN_CHARGE_CENTS) {
      throw new BadRequestException(NOT_FOR_SALE);
    }
    const previous = await this.previousPayment(payerId, contentId);
    if (previous) return previous;
    const claimId = await this.claims.claim(payerId, contentId, new Date());
    if (!claimId) throw new ConflictException(UNLOCK_IN_PROGRESS);
    let payment: Payment | null = null;
    try {
      // Read again under the claim: another request may have finished in between.
      const settled = await this.previousPayment(payerId, contentId);
      if (settled) return settled;
      payment = await this.payments.charge({
        purpose: 'unlock',
        payerId,
        creatorId: post.creatorId,
        contentId,
        amountCents: post.priceCents,
        currency: this.config.BILLING_CURRENCY,
        platformFeePercent: await this.fees.platformFeePercentOf(post.creatorId),
        description: `Unlock of post ${contentId}`,
        method: { kind: 'saved', paymentMethodId: request.paymentMethodId },
      });
      return payment;
    } finally {
      await this.claims.release(payerId, contentId, claimId, payment?._id ?? null);
    }
  }

  /** The latest unlock payment still in flight; a conflict when it already succeeded. */
  private async previousPayment(payerId: string, contentId: string): Promise<Payment | null> {
    const claim = await this.claims.find(payerId, contentId);
    if (!claim?.paymentId) return null;
    const payment = await this.paymentsRepository.findById(claim.paymentId);
    if (!payment) return null;
    const status = paymentStatus(payment.facts);
    if (status === 'succeeded') throw new ConflictException(ALREADY_UNLOCKED);
    return status === 'processing' || status === 'requires_action' ? payment : null;
  }
}
