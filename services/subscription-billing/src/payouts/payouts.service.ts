import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { PayoutAccountDto, PayoutDto } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import { adminPayout, MINIMUM_PAYOUT_CENTS, payoutRequest } from '@tessera/rules';
import type { BillingConfig } from '../config/billing-config';
import { UserDirectory } from '../directory/user-directory';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PaymentProcessor } from '../processor/payment-processor';
import { payoutAccountStatus, restrictedReason, toPayoutAccountDto } from './payout-account-state';
import type { PayoutAccount } from './payout-account.schema';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { payoutJournals, payoutReversalJournal, transferJournal } from './payout-journals';
import type { Payout, PayoutOrigin } from './payout.schema';
import { PayoutsRepository } from './payouts.repository';

export const NO_PAYOUT_ACCOUNT = 'Link a payout account first';
export const ONBOARDING_UNFINISHED = 'Finish setting up your payout account first';
export const BELOW_MINIMUM = `The minimum payout is ${MINIMUM_PAYOUT_CENTS} cents`;
export const ABOVE_AVAILABLE = 'The amount exceeds your available balance';
export const PAYOUT_BUSY = 'Another payout for this creator is being prepared';
export const CREATOR_NOT_FOUND = 'Creator not found';

interface Fees {
  feeCents: number;
  netCents: number;
  scheduledFor: Date;
}

/**
 * Creator payouts: on request (1 % fee, sent 7 days later), by an admin (5 % fee, sent now) and
 * weekly (no fee). The amount leaves the available balance when the payout is created, under a
 * per-creator lock, so the same money is never paid out twice.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly accounts: PayoutAccountsRepository,
    private readonly ledger: LedgerRepository,
    private readonly processor: PaymentProcessor,
    private readonly directory: UserDirectory,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async account(creatorId: string): Promise<PayoutAccountDto> {
    return toPayoutAccountDto(await this.accounts.find(creatorId));
  }

  /**
   * Creates the creator's connected account once (the processor's key makes a retry create none),
   * or, while it cannot be paid, a fresh onboarding link to finish it. Only the processor's
   * `account.updated` event makes it payable.
   */
  async linkAccount(creatorId: string): Promise<PayoutAccountDto> {
    const existing = await this.accounts.find(creatorId);
    if (!existing) {
      const created = await this.processor.createPayoutAccount(creatorId);
      const stored = await this.accounts.save({
        _id: creatorId,
        accountId: created.accountId,
        onboardingUrl: created.onboardingUrl,
        linked: false,
      });
      await this.processor.payoutAccountStored(stored.accountId, creatorId);
      return toPayoutAccountDto(stored);
    }
    if (existing.linked) return toPayoutAccountDto(existing);
    const onboardingUrl = await this.processor.onboardingLink(existing.accountId);
    await this.accounts.setOnboardingUrl(creatorId, onboardingUrl);
    return toPayoutAccountDto({ ...existing, onboardingUrl });
  }

  list(creatorId: string): Promise<Payout[]> {
    return this.payouts.ofCreator(creatorId);
  }

  request(creatorId: string, amountCents: number | undefined): Promise<Payout> {
    return this.create(creatorId, 'request', amountCents, (amount, now) =>
      payoutRequest(amount, now),
    );
  }

  async byAdmin(creatorId: string, amountCents: number | undefined): Promise<Payout> {
    const creator = await this.directory.find(creatorId);
    if (creator?.role !== 'creator') throw new NotFoundException(CREATOR_NOT_FOUND);
    const payout = await this.create(creatorId, 'admin', amountCents, (amount, now) => ({
      ...adminPayout(amount),
      scheduledFor: now,
    }));
    return this.execute(payout);
  }

  /**
   * The weekly run: sends every payout whose date has come, then pays each linked creator's whole
   * available balance of at least the minimum. `runId` names the run, so a retried run pays once.
   */
  async runSchedule(runId: string, now = new Date()): Promise<{ sent: number; scheduled: number }> {
    // A crash between marking a payout failed and posting its reversal is repaired here.
    for (const payout of await this.payouts.failed(1000)) {
      await this.ledger.post(payoutReversalJournal(payout, payout.settledAt ?? now));
    }
    let sent = 0;
    for (;;) {
      const due = await this.payouts.due(now, 100);
      for (const payout of due) {
        if ((await this.execute(payout)).status === 'paid') sent += 1;
      }
      if (due.length < 100) break;
    }
    let scheduled = 0;
    for (const account of await this.accounts.linked()) {
      const payout = await this.payouts.withCreatorLock(account._id, async () => {
        const { availableCents } = await this.ledger.creatorBalance(account._id, now);
        if (availableCents < MINIMUM_PAYOUT_CENTS) return null;
        return this.record(
          `weekly-${runId}-${account._id}`,
          account._id,
          'schedule',
          availableCents,
          {
            feeCents: 0,
            netCents: availableCents,
            scheduledFor: now,
          },
        );
      });
      if (payout) {
        scheduled += 1;
        await this.execute(payout);
      }
    }
    return { sent, scheduled };
  }

  private async create(
    creatorId: string,
    origin: PayoutOrigin,
    requested: number | undefined,
    fees: (amountCents: number, now: Date) => Fees,
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

  /** Stores a pending payout, then takes it off the balance; both keyed by the payout's id. */
  private async record(
    id: string,
    creatorId: string,
    origin: PayoutOrigin,
    amountCents: number,
    fees: Fees,
  ): Promise<Payout> {
    const payout: Payout = {
      _id: id,
      creatorId,
      amountCents,
      ...fees,
      currency: this.config.BILLING_CURRENCY,
      status: 'pending',
      origin,
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
  async execute(payout: Payout): Promise<Payout> {
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

export function toPayoutDto(payout: Payout): PayoutDto {
  return {
    id: payout._id,
    creatorId: payout.creatorId,
    amount: payout.amountCents,
    currency: payout.currency.toUpperCase(),
    status: payout.status,
    payoutMethodType: 'stripe_connect',
    fees: payout.feeCents,
    netAmount: payout.netCents,
    scheduledFor: payout.scheduledFor.toISOString(),
    origin: payout.origin,
    createdAt: payout.createdAt.toISOString(),
  };
}
