import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminPayout,
  AdminPayoutPage,
  AdminPayoutQuery,
  InternalPayoutDecision,
} from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { asAdminAnswer } from '../admin-api/passed-on-errors';

const UNAVAILABLE = 'Payouts cannot be reached right now; try again in a minute';

/** Billing owns payouts; admins read and steer them through its internal routes. */
export abstract class BillingPayoutsPort {
  abstract list(query: AdminPayoutQuery): Promise<AdminPayoutPage>;
  abstract hold(payoutId: string, decision: InternalPayoutDecision): Promise<AdminPayout>;
  abstract release(payoutId: string, decision: InternalPayoutDecision): Promise<AdminPayout>;
}

const decisionPath = (payoutId: string, action: 'hold' | 'release') =>
  `/internal/payouts/${encodeURIComponent(payoutId)}/${action}`;

@Injectable()
export class BillingPayoutsClient extends BillingPayoutsPort {
  private readonly billing: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: AdminConfig) {
    super();
    this.billing = new InternalHttpClient({
      service: 'subscription-billing',
      baseUrl: config.SUBSCRIPTION_BILLING_URL,
      internalToken: config.INTERNAL_API_TOKEN,
      timeoutMs: 10_000,
    });
  }

  async list(query: AdminPayoutQuery): Promise<AdminPayoutPage> {
    try {
      return await this.billing.get<AdminPayoutPage>('/internal/payouts', {
        query: { status: query.status, page: query.page, limit: query.limit },
      });
    } catch (error) {
      throw asAdminAnswer(error, UNAVAILABLE);
    }
  }

  hold(payoutId: string, decision: InternalPayoutDecision): Promise<AdminPayout> {
    return this.decide(decisionPath(payoutId, 'hold'), decision);
  }

  release(payoutId: string, decision: InternalPayoutDecision): Promise<AdminPayout> {
    return this.decide(decisionPath(payoutId, 'release'), decision);
  }

  private async decide(path: string, decision: InternalPayoutDecision): Promise<AdminPayout> {
    try {
      // Billing acts once however often it is asked, so a retried call is safe.
      return await this.billing.post<AdminPayout>(path, { body: decision });
    } catch (error) {
      throw asAdminAnswer(error, UNAVAILABLE);
    }
  }
}
