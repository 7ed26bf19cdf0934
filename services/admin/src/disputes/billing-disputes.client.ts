import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminDisputeDetail,
  AdminDisputePage,
  AdminDisputeQuery,
  InternalDisputeEvidence,
} from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { asAdminAnswer } from '../admin-api/passed-on-errors';

const UNAVAILABLE = 'Disputes cannot be reached right now; try again in a minute';

/** Billing owns disputes; admins read and answer them through its internal routes. */
export abstract class BillingDisputesPort {
  abstract list(query: AdminDisputeQuery): Promise<AdminDisputePage>;
  abstract get(disputeId: string): Promise<AdminDisputeDetail>;
  abstract submitEvidence(
    disputeId: string,
    submission: InternalDisputeEvidence,
  ): Promise<AdminDisputeDetail>;
}

const disputePath = (disputeId: string) => `/internal/disputes/${encodeURIComponent(disputeId)}`;

@Injectable()
export class BillingDisputesClient extends BillingDisputesPort {
  private readonly billing: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: AdminConfig) {
    super();
    this.billing = new InternalHttpClient({
      service: 'subscription-billing',
      baseUrl: config.SUBSCRIPTION_BILLING_URL,
      internalToken: config.INTERNAL_API_TOKEN,
      // Submitting waits for the processor, which may take a few seconds.
      timeoutMs: 15_000,
    });
  }

  list(query: AdminDisputeQuery): Promise<AdminDisputePage> {
    return this.ask(() =>
      this.billing.get<AdminDisputePage>('/internal/disputes', {
        query: { status: query.status, page: query.page, limit: query.limit },
      }),
    );
  }

  get(disputeId: string): Promise<AdminDisputeDetail> {
    return this.ask(() => this.billing.get<AdminDisputeDetail>(disputePath(disputeId)));
  }

  submitEvidence(
    disputeId: string,
    submission: InternalDisputeEvidence,
  ): Promise<AdminDisputeDetail> {
    // Billing submits once however often it is asked, so a retried call is safe.
    return this.ask(() =>
      this.billing.post<AdminDisputeDetail>(`${disputePath(disputeId)}/evidence`, {
        body: submission,
      }),
    );
  }

  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw asAdminAnswer(error, UNAVAILABLE);
    }
  }
}
