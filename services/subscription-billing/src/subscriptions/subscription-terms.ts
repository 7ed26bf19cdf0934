import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import type { Terms } from './subscription-transitions';

/** The period length and retry delays of this deployment, from its settings. */
@Injectable()
export class SubscriptionTerms implements Terms {
  readonly periodSeconds: number;
  readonly retryDelaysSeconds: readonly number[];
  readonly currency: string;

  constructor(@Inject(SERVICE_CONFIG) config: BillingConfig) {
    this.periodSeconds = config.SUBSCRIPTION_PERIOD_SECONDS;
    this.retryDelaysSeconds = config.RENEWAL_RETRY_DELAYS_SECONDS;
    this.currency = config.BILLING_CURRENCY;
  }
}
