import { HttpException, Inject, Injectable } from '@nestjs/common';
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
import {
  ApiError,
  InternalHttpClient,
  InternalHttpError,
  SERVICE_CONFIG,
  serviceUnavailable,
} from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';

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

/** Billing's answers an admin should see as they are; anything else means billing is away. */
const PASSED_ON_STATUSES = [400, 403, 404, 409];

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
    return passOn(() =>
      this.billing.get<BillingAdminPaymentPage>('/internal/payments', { query: { ...query } }),
    );
  }

  payment(paymentId: string): Promise<BillingAdminPaymentDetail> {
    return passOn(() =>
      this.billing.get<BillingAdminPaymentDetail>(
        `/internal/payments/${encodeURIComponent(paymentId)}`,
      ),
    );
  }

  refunds(query: AdminRefundQuery): Promise<RefundPage> {
    return passOn(() => this.billing.get<RefundPage>('/internal/refunds', { query: { ...query } }));
  }

  // Billing derives an admin's refund from the request and moves each refund once, so a retried
  // call refunds nothing twice.
  issueRefund(request: InternalRefundRequest): Promise<Refund> {
    return passOn(() => this.billing.post<Refund>('/internal/refunds', { body: request }));
  }

  decideRefund(
    refundId: string,
    decision: 'approve' | 'reject',
    body: InternalRefundDecision,
  ): Promise<Refund> {
    const path = `/internal/refunds/${encodeURIComponent(refundId)}/${decision}`;
    return passOn(() => this.billing.post<Refund>(path, { body }));
  }
}

async function passOn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asApiError(error);
  }
}

function asApiError(error: unknown): HttpException {
  if (error instanceof InternalHttpError && PASSED_ON_STATUSES.includes(error.status ?? 0)) {
    return new ApiError(error.status ?? 500, error.message, error.errors);
  }
  return serviceUnavailable('Payments cannot be reached right now; try again in a minute');
}
