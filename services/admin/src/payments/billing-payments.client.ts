import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminRefundQuery,
  AdminPaymentQuery,
  BillingAdminPaymentDetail,
  BillingAdminPaymentPage,
  InternalRefundDecision,
  InternalRefundRequest,
  Refund,
  RefundPage,
} from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { asAdminAnswer } from '../admin-api/passed-on-errors';

const UNAVAILABLE = 'Payments cannot be reached right now; try again in a minute';

/** Billing owns payments and refunds; admins read and act on them through its internal routes. */
export abstract class BillingPaymentsPort {
  abstract payments(query: AdminPaymentQuery): Promise<BillingAdminPaymentPage>;
  abstract payment(paymentId: string): Promise<BillingAdminPaymentDetail>;
  abstract refunds(query: AdminRefundQuery): Promise<RefundPage>;
  abstract issueRefund(request: InternalRefundRequest): Promise<Refund>;
  abstract decideRefund(
    refundId: string,
    decision: 'approve' | 'reject',
    body: InternalRefundDecision,
  ): Promise<Refund>;
}

@Injectable()
export class BillingPaymentsClient extends BillingPaymentsPort {
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

  payments(query: AdminPaymentQuery): Promise<BillingAdminPaymentPage> {
    return passedOn(() =>
      this.billing.get<BillingAdminPaymentPage>('/internal/payments', { query: { ...query } }),
    );
  }

  payment(paymentId: string): Promise<BillingAdminPaymentDetail> {
    return passedOn(() =>
      this.billing.get<BillingAdminPaymentDetail>(
        `/internal/payments/${encodeURIComponent(paymentId)}`,
      ),
    );
  }

  refunds(query: AdminRefundQuery): Promise<RefundPage> {
    return passedOn(() =>
      this.billing.get<RefundPage>('/internal/refunds', { query: { ...query } }),
    );
  }

  // Billing derives an admin's refund from the request and moves each refund once, so a retried
  // call refunds nothing twice.
  issueRefund(request: InternalRefundRequest): Promise<Refund> {
    return passedOn(() => this.billing.post<Refund>('/internal/refunds', { body: request }));
  }

  decideRefund(
    refundId: string,
    decision: 'approve' | 'reject',
    body: InternalRefundDecision,
  ): Promise<Refund> {
    const path = `/internal/refunds/${encodeURIComponent(refundId)}/${decision}`;
    return passedOn(() => this.billing.post<Refund>(path, { body }));
  }
}

async function passedOn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAdminAnswer(error, UNAVAILABLE, true);
  }
}
