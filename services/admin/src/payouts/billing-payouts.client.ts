import { HttpException, Inject, Injectable } from '@nestjs/common';
import type {
  AdminPayout,
  AdminPayoutPage,
  AdminPayoutQuery,
  InternalPayoutDecision,
} from '@tessera/contracts';
import {
  ApiError,
  InternalHttpClient,
  InternalHttpError,
  SERVICE_CONFIG,
  serviceUnavailable,
} from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';

/** Billing owns payouts; admins read and steer them through its internal routes. */
export abstract class BillingPayoutsPort {
  abstract list(query: AdminPayoutQuery): Promise<AdminPayoutPage>;
  abstract hold(payoutId: string, decision: InternalPayoutDecision): Promise<AdminPayout>;
  abstract release(payoutId: string, decision: InternalPayoutDecision): Promise<AdminPayout>;
}

/** Billing's answers an admin should see as they are; anything else means billing is away. */
const PASSED_ON_STATUSES = [400, 404, 409];

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
      throw asApiError(error);
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
      throw asApiError(error);
    }
  }
}

function asApiError(error: unknown): HttpException {
  if (error instanceof InternalHttpError && PASSED_ON_STATUSES.includes(error.status ?? 0)) {
    return new ApiError(error.status ?? 500, error.message, error.errors);
  }
  return serviceUnavailable('Payouts cannot be reached right now; try again in a minute');
}
