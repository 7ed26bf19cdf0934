import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import type { NoticeTerms } from './price-notices';

/** The period length, retry delays and price notice of this deployment, from its settings. */
@Injectable()
export class SubscriptionTerms implements NoticeTerms {
  readonly periodSeconds: number;
  readonly noticeSeconds: number;
  readonly retryDelaysSeconds: readonly number[];
  readonly currency: string;

  constructor(@Inject(SERVICE_CONFIG) config: BillingConfig) {
    this.periodSeconds = config.SUBSCRIPTION_PERIOD_SECONDS;
    this.noticeSeconds = config.PRICE_CHANGE_NOTICE_SECONDS;
    this.retryDelaysSeconds = config.RENEWAL_RETRY_DELAYS_SECONDS;
    this.currency = config.BILLING_CURRENCY;
  }
}
