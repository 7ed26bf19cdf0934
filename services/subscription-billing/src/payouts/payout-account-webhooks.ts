import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import {
  type ProcessorEventHandler,
  ProcessorEventHandlers,
} from '../payments/processor-event-handlers';
import { reportedState } from './payout-account-state';
import { PayoutAccountsRepository } from './payout-accounts.repository';

export class PayoutAccountNotYetKnownError extends Error {}

/**
 * `account.updated`: the processor's word on whether a creator's connected account can be paid
 * (onboarding finished, payouts enabled or disabled, information due). Each event carries the whole
 * account, so the newest one reported is the state; an older one delivered late is ignored.
 */
@Injectable()
export class PayoutAccountWebhooks implements ProcessorEventHandler, OnModuleInit {
  readonly types = ['account.updated'] as const;
  private readonly logger = new Logger(PayoutAccountWebhooks.name);

  constructor(
    private readonly handlers: ProcessorEventHandlers,
    private readonly accounts: PayoutAccountsRepository,
  ) {}

  onModuleInit(): void {
    this.handlers.register(this);
  }

  async handle(event: Stripe.Event): Promise<boolean> {
    const account = event.data.object as Stripe.Account;
    const creatorId = account.metadata?.creatorId;
    const stored = creatorId
      ? await this.accounts.find(creatorId)
      : await this.accounts.findByAccountId(account.id);
    if (!stored) {
      // Created with a creator's id but not stored yet: the processor delivers it again later.
      if (creatorId)
        throw new PayoutAccountNotYetKnownError(`account ${account.id} not stored yet`);
      this.logger.warn(`event ${event.id} is about account ${account.id}, not ours`);
      return false;
    }
    if (stored.accountId !== account.id) {
      this.logger.warn(`event ${event.id}: ${account.id} is not the payout account of its creator`);
      return false;
    }
    return this.accounts.applyState(
      stored._id,
      reportedState(account),
      new Date(event.created * 1000),
    );
  }
}
