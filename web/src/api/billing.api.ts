import type {
  AddPaymentMethodRequestBody,
  CheckoutConfigDto,
  CreateCreatorTierRequestBody,
  CreatorTierDto,
  EarningsDto,
  PageQueryParams,
  Paginated,
  PaymentAnalyticsDto,
  PaymentDto,
  PaymentIntentDto,
  PaymentIntentRequestBody,
  PaymentMethodDto,
  PayoutAccountDto,
  PayoutDto,
  PayoutRequestBody,
  PlanUpdateRequestBody,
  Refund,
  ReportQueryParams,
  RevenueReportDto,
  SubscribeRequestBody,
  SubscribeResultDto,
  SubscriberDto,
  SubscribersQueryParams,
  SubscriptionDto,
  SubscriptionStatusDto,
  TipRequestBody,
  TransactionDto,
  UnlockRequestBody,
  UpdateCreatorTierRequestBody,
} from '@tessera/contracts';
import type { SubscriptionTier } from '@tessera/rules';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

/**
 * The query of `GET /subscriptions/tiers` and the body of `POST /billing/payments/{id}/confirm`:
 * their schemas live in the billing service, not in the contracts.
 */
interface CreatorTiersQueryParams {
  creatorId?: string;
}
interface ConfirmPaymentRequestBody {
  paymentMethodId?: string;
}

const id = (value: string) => encodeURIComponent(value);

/** Names one checkout attempt, so a retried purchase charges once (docs/billing.md). */
const purchaseHeaders = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** The subscription-billing service: plans, creators' tiers, payments, earnings and payouts. */
export const billingApi = {
  platformTiers: () =>
    apiRequest<SubscriptionTier[]>('/subscriptions/tiers', { authenticated: false }),
  creatorTiers: (creatorId: string) =>
    apiRequest<CreatorTierDto[]>(
      `/subscriptions/tiers${queryString<CreatorTiersQueryParams>({ creatorId })}`,
    ),
  subscribe: (body: SubscribeRequestBody, idempotencyKey: string) =>
    apiRequest<SubscribeResultDto, SubscribeRequestBody>('/subscriptions/subscribe', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  status: () => apiRequest<SubscriptionStatusDto>('/subscriptions/status'),
  changePlan: (tierId: string) =>
    apiRequest<SubscribeResultDto, PlanUpdateRequestBody>('/subscriptions/plan', {
      method: 'PUT',
      body: { tierId },
    }),
  cancel: (subscriptionId: string) =>
    apiRequest<SubscriptionDto>(`/subscriptions/${id(subscriptionId)}/cancel`, {
      method: 'POST',
    }),
  resume: (subscriptionId: string) =>
    apiRequest<SubscriptionDto>(`/subscriptions/${id(subscriptionId)}/resume`, {
      method: 'POST',
    }),
  ownTiers: () => apiRequest<CreatorTierDto[]>('/subscriptions/creator-tiers'),
  createTier: (body: CreateCreatorTierRequestBody) =>
    apiRequest<CreatorTierDto, CreateCreatorTierRequestBody>('/subscriptions/creator-tiers', {
      method: 'POST',
      body,
    }),
  updateTier: (tierId: string, body: UpdateCreatorTierRequestBody) =>
    apiRequest<CreatorTierDto, UpdateCreatorTierRequestBody>(
      `/subscriptions/creator-tiers/${id(tierId)}`,
      {
        method: 'PUT',
        body,
      },
    ),
  deactivateTier: (tierId: string) =>
    apiRequest<CreatorTierDto>(`/subscriptions/creator-tiers/${id(tierId)}`, {
      method: 'DELETE',
    }),
  subscribers: (query: QueryParams<SubscribersQueryParams>) =>
    apiRequest<Paginated<SubscriberDto>>(
      `/subscriptions/subscribers${queryString<SubscribersQueryParams>(query)}`,
    ),
  createIntent: (body: PaymentIntentRequestBody, idempotencyKey: string) =>
    apiRequest<PaymentIntentDto, PaymentIntentRequestBody>('/payments/intents', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  checkoutConfig: () =>
    apiRequest<CheckoutConfigDto>('/billing/checkout-config', { authenticated: false }),
  paymentMethods: () => apiRequest<PaymentMethodDto[]>('/billing/payment-methods'),
  addPaymentMethod: (paymentMethodId: string, makeDefault = false) =>
    apiRequest<PaymentMethodDto, AddPaymentMethodRequestBody>('/billing/payment-methods', {
      method: 'POST',
      body: { paymentMethodId, makeDefault },
    }),
  setDefaultPaymentMethod: (methodId: string) =>
    apiRequest<PaymentMethodDto>(`/billing/payment-methods/${id(methodId)}/default`, {
      method: 'PUT',
    }),
  removePaymentMethod: (methodId: string) =>
    apiRequest<{ id: string }>(`/billing/payment-methods/${id(methodId)}`, { method: 'DELETE' }),
  payment: (paymentId: string) => apiRequest<PaymentDto>(`/billing/payments/${id(paymentId)}`),
  confirmPayment: (paymentId: string, paymentMethodId?: string) =>
    apiRequest<PaymentDto, ConfirmPaymentRequestBody>(
      `/billing/payments/${id(paymentId)}/confirm`,
      {
        method: 'POST',
        body: paymentMethodId ? { paymentMethodId } : {},
      },
    ),
  transactions: (page: number, limit: number) =>
    apiRequest<Paginated<TransactionDto>>(
      `/billing/transactions${queryString<PageQueryParams>({ page, limit })}`,
    ),
  /** The payer asks for their payment back, with a reason; admins decide. */
  requestRefund: (body: { paymentId: string; reason: string }) =>
    apiRequest<Refund, { paymentId: string; reason: string }>('/billing/refund-requests', {
      method: 'POST',
      body,
    }),
  tip: (body: TipRequestBody, idempotencyKey: string) =>
    apiRequest<PaymentDto, TipRequestBody>('/billing/tips', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  unlock: (body: UnlockRequestBody, idempotencyKey: string) =>
    apiRequest<PaymentDto, UnlockRequestBody>('/billing/unlocks', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  earnings: () => apiRequest<EarningsDto>('/billing/earnings'),
  payouts: () => apiRequest<PayoutDto[]>('/billing/payouts'),
  requestPayout: (amountCents?: number) =>
    apiRequest<PayoutDto, PayoutRequestBody>('/billing/payouts', {
      method: 'POST',
      body: amountCents === undefined ? {} : { amountCents },
    }),
  payoutAccount: () => apiRequest<PayoutAccountDto>('/billing/payout-account'),
  linkPayoutAccount: () =>
    apiRequest<PayoutAccountDto>('/billing/payout-account', { method: 'POST' }),
  revenueReport: (query: QueryParams<ReportQueryParams>) =>
    apiRequest<RevenueReportDto[]>(
      `/billing/reports/revenue${queryString<ReportQueryParams>(query)}`,
    ),
  analytics: () => apiRequest<PaymentAnalyticsDto>('/billing/analytics'),
};
