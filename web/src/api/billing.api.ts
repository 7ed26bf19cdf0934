import type {
  CheckoutConfigDto,
  CreateCreatorTierRequest,
  CreatorTierDto,
  EarningsDto,
  PaymentAnalyticsDto,
  PaymentDto,
  PaymentIntentDto,
  PaymentIntentRequest,
  PaymentMethodDto,
  PayoutAccountDto,
  PayoutDto,
  RevenueReportDto,
  SubscribeRequest,
  SubscribeResultDto,
  SubscriberDto,
  SubscriptionDto,
  SubscriptionDtoStatus,
  SubscriptionStatusDto,
  TipRequest,
  TransactionDto,
  UnlockRequest,
  UpdateCreatorTierRequest,
} from '@tessera/contracts';
import type { SubscriptionTier } from '@tessera/rules';
import type { Paged } from './content.api';
import { apiRequest } from './http-client';

export type RevenuePeriod = 'day' | 'week' | 'month';

export interface RevenueReportQuery {
  period: RevenuePeriod;
  count: number;
}

export interface SubscriberQuery {
  page: number;
  limit: number;
  status?: SubscriptionDtoStatus;
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const id = (value: string) => encodeURIComponent(value);

/** Names one checkout attempt, so a retried purchase charges once (docs/billing.md). */
const purchaseHeaders = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** The subscription-billing service: plans, creators' tiers, payments, earnings and payouts. */
export const billingApi = {
  platformTiers: () =>
    apiRequest<SubscriptionTier[]>('/subscriptions/tiers', { authenticated: false }),
  creatorTiers: (creatorId: string) =>
    apiRequest<CreatorTierDto[]>(`/subscriptions/tiers${queryString({ creatorId })}`),
  subscribe: (body: SubscribeRequest, idempotencyKey: string) =>
    apiRequest<SubscribeResultDto>('/subscriptions/subscribe', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  status: () => apiRequest<SubscriptionStatusDto>('/subscriptions/status'),
  changePlan: (tierId: string) =>
    apiRequest<SubscribeResultDto>('/subscriptions/plan', { method: 'PUT', body: { tierId } }),
  cancel: (subscriptionId: string) =>
    apiRequest<SubscriptionDto>(`/subscriptions/${id(subscriptionId)}/cancel`, {
      method: 'POST',
    }),
  resume: (subscriptionId: string) =>
    apiRequest<SubscriptionDto>(`/subscriptions/${id(subscriptionId)}/resume`, {
      method: 'POST',
    }),
  ownTiers: () => apiRequest<CreatorTierDto[]>('/subscriptions/creator-tiers'),
  createTier: (body: CreateCreatorTierRequest) =>
    apiRequest<CreatorTierDto>('/subscriptions/creator-tiers', { method: 'POST', body }),
  updateTier: (tierId: string, body: UpdateCreatorTierRequest) =>
    apiRequest<CreatorTierDto>(`/subscriptions/creator-tiers/${id(tierId)}`, {
      method: 'PUT',
      body,
    }),
  deactivateTier: (tierId: string) =>
    apiRequest<CreatorTierDto>(`/subscriptions/creator-tiers/${id(tierId)}`, {
      method: 'DELETE',
    }),
  subscribers: ({ page, limit, status }: SubscriberQuery) =>
    apiRequest<Paged<SubscriberDto>>(
      `/subscriptions/subscribers${queryString({ page, limit, status })}`,
    ),
  createIntent: (body: PaymentIntentRequest, idempotencyKey: string) =>
    apiRequest<PaymentIntentDto>('/payments/intents', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  checkoutConfig: () =>
    apiRequest<CheckoutConfigDto>('/billing/checkout-config', { authenticated: false }),
  paymentMethods: () => apiRequest<PaymentMethodDto[]>('/billing/payment-methods'),
  addPaymentMethod: (paymentMethodId: string, makeDefault = false) =>
    apiRequest<PaymentMethodDto>('/billing/payment-methods', {
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
    apiRequest<PaymentDto>(`/billing/payments/${id(paymentId)}/confirm`, {
      method: 'POST',
      body: paymentMethodId ? { paymentMethodId } : {},
    }),
  transactions: (page: number, limit: number) =>
    apiRequest<Paged<TransactionDto>>(`/billing/transactions${queryString({ page, limit })}`),
  tip: (body: TipRequest, idempotencyKey: string) =>
    apiRequest<PaymentDto>('/billing/tips', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  unlock: (body: UnlockRequest, idempotencyKey: string) =>
    apiRequest<PaymentDto>('/billing/unlocks', {
      method: 'POST',
      body,
      headers: purchaseHeaders(idempotencyKey),
    }),
  earnings: () => apiRequest<EarningsDto>('/billing/earnings'),
  payouts: () => apiRequest<PayoutDto[]>('/billing/payouts'),
  requestPayout: (amountCents?: number) =>
    apiRequest<PayoutDto>('/billing/payouts', {
      method: 'POST',
      body: amountCents === undefined ? {} : { amountCents },
    }),
  payoutAccount: () => apiRequest<PayoutAccountDto>('/billing/payout-account'),
  linkPayoutAccount: () =>
    apiRequest<PayoutAccountDto>('/billing/payout-account', { method: 'POST' }),
  revenueReport: ({ period, count }: RevenueReportQuery) =>
    apiRequest<RevenueReportDto[]>(`/billing/reports/revenue${queryString({ period, count })}`),
  analytics: () => apiRequest<PaymentAnalyticsDto>('/billing/analytics'),
};
