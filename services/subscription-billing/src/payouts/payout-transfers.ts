import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import { MINIMUM_PAYOUT_CENTS } from '@tessera/rules';
import type { BillingConfig } from '../config/billing-config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PaymentProcessor } from '../processor/payment-processor';
import { payoutAccountStatus, restrictedReason } from './payout-account-state';
import type { PayoutAccount } from './payout-account.schema';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { payoutJournals, payoutReversalJournal, transferJournal } from './payout-journals';
import type { Payout, PayoutOrigin, StoredPayoutHold } from './payout.schema';
import { PayoutsRepository } from './payouts.repository';

export const NO_PAYOUT_ACCOUNT = 'Link a payout account first';
export const ONBOARDING_UNFINISHED = 'Finish setting up your payout account first';
export const BELOW_MINIMUM = `The minimum payout is ${MINIMUM_PAYOUT_CENTS} cents`;
export const ABOVE_AVAILABLE = 'The amount exceeds your available balance';
export const PAYOUT_BUSY = 'Another payout for this creator is being prepared';

/** What a payout charges and when it is sent. */
export interface PayoutFees {
  feeCents: number;
  netCents: number;
  scheduledFor: Date;
}

/**
 * What the payout use cases share: creating a payout takes its amount off the available balance
 * under a per-creator lock, so the same money is never paid out twice, and sending it transfers
 * the net amount once, giving the whole amount back if the transfer fails.
 */
@Injectable()
export class PayoutTransfers {
  private readonly logger = new Logger(PayoutTransfers.name);

  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly accounts: PayoutAccountsRepository,
    private readonly ledger: LedgerRepository,
    private readonly processor: PaymentProcessor,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * A payout of the requested amount, or of the whole available balance, if the creator's account
   * can be paid and the amount is available and at least the minimum.
   */
  async createFromBalance(
    creatorId: string,
    origin: PayoutOrigin,
    requested: number | undefined,
    fees: (amountCents: number, now: Date) => PayoutFees,
  ): Promise<Payout> {
    const refusal = unpayable(await this.accounts.find(creatorId));
    if (refusal) throw new BadRequestException(refusal);
    const payout = await this.payouts.withCreatorLock(creatorId, async () => {
      const now = new Date();
      const { availableCents } = await this.ledger.creatorBalance(creatorId, now);
      const amount = requested ?? availableCents;
      if (amount > availableCents) throw new BadRequestException(ABOVE_AVAILABLE);
      if (amount < MINIMUM_PAYOUT_CENTS) throw new BadRequestException(BELOW_MINIMUM);
      return this.record(randomUUID(), creatorId, origin, amount, fees(amount, now));
    });
    if (!payout) throw new ConflictException(PAYOUT_BUSY);
    return payout;
  }

  /**
   * Stores a pending payout, or a held one with its hold, then takes it off the balance; both
   * keyed by the payout's id.
   */
  async record(
    id: string,
    creatorId: string,
    origin: PayoutOrigin,
    amountCents: number,
    fees: PayoutFees,
    hold?: StoredPayoutHold,
  ): Promise<Payout> {
    const payout: Payout = {
      _id: id,
      creatorId,
      amountCents,
      ...fees,
      currency: this.config.BILLING_CURRENCY,
      status: hold ? 'held' : 'pending',
      origin,
      ...(hold ? { hold } : {}),
      createdAt: new Date(),
    };
    await this.payouts.create(payout);
    const stored = (await this.payouts.findById(id)) as Payout;
    await this.ledger.postAll(payoutJournals(stored, stored.createdAt));
    return stored;
  }

  /**
   * Sends a pending payout. The processor's idempotency key is the payout's, so running this
   * again after a crash sends nothing twice; every journal is keyed by the payout too.
   */
  async send(payout: Payout): Promise<Payout> {
    if (payout.status !== 'pending') return payout;
    // A crash between storing the payout and posting its journals is repaired here.
    await this.ledger.postAll(payoutJournals(payout, payout.createdAt));
    const account = await this.accounts.find(payout.creatorId);
    try {
      const refusal = unpayable(account);
      if (refusal || !account) throw new Error(refusal ?? NO_PAYOUT_ACCOUNT);
      const transferId = await this.processor.transfer(
        account.accountId,
        payout.netCents,
        payout.currency,
        `payout:${payout._id}`,
      );
      const now = new Date();
      await this.ledger.post(transferJournal(payout, now));
      await this.payouts.move(payout._id, 'pending', 'paid', { transferId, settledAt: now });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`payout ${payout._id} failed: ${reason}`);
      const now = new Date();
      // Failed first: a pending payout is never sent after its money was given back.
      if (
        await this.payouts.move(payout._id, 'pending', 'failed', {
          failureReason: reason,
          settledAt: now,
        })
      ) {
        await this.ledger.post(payoutReversalJournal(payout, now));
      }
    }
    return (await this.payouts.findById(payout._id)) as Payout;
  }
}

/** Why the account cannot receive a payout now; null when it can. */
function unpayable(account: PayoutAccount | null): string | null {
  switch (payoutAccountStatus(account)) {
    case 'enabled':
      return null;
    case 'none':
      return NO_PAYOUT_ACCOUNT;
    case 'onboarding':
      return ONBOARDING_UNFINISHED;
    case 'restricted':
      return `Your payout account is restricted: ${restrictedReason(account as PayoutAccount)}`;
  }
}
