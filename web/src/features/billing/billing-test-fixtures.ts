import type {
  CheckoutConfigDto,
  CreatorTierDto,
  EarningsDto,
  PaymentDto,
  PaymentMethodDto,
  PayoutAccountDto,
  PayoutDto,
  SubscriptionDto,
} from '@tessera/contracts';

/** Test data for the billing screens, shaped as the API answers. */
export const LOCAL_CHECKOUT: CheckoutConfigDto = {
  mode: 'local',
  publishableKey: null,
  testPaymentMethods: [
    { id: 'pm_card_visa', label: 'Visa ending 4242 (succeeds)', outcome: 'succeeds' },
    {
      id: 'pm_card_chargeDeclined',
      label: 'Visa ending 0002 (declined)',
      outcome: 'declined',
    },
    {
      id: 'pm_card_authenticationRequired',
      label: 'Visa ending 3184 (asks for authentication)',
      outcome: 'requires_authentication',
    },
  ],
};

export function makeCreatorTier(overrides: Partial<CreatorTierDto> = {}): CreatorTierDto {
  return {
    id: 'tier-1',
    creatorId: 'creator-1',
    name: 'Supporter',
    description: 'Every post, every week.',
    priceCents: 999,
    currency: 'USD',
    benefits: ['All subscriber posts', 'Monthly behind the scenes'],
    color: '#0e7c7b',
    isActive: true,
    subscriberCount: 4,
    contentAccess: 'all',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makePaymentMethod(overrides: Partial<PaymentMethodDto> = {}): PaymentMethodDto {
  return {
    id: 'method-1',
    userId: 'user-1',
    type: 'stripe',
    provider: 'card',
    last4: '4242',
    brand: 'visa',
    expiryMonth: 12,
    expiryYear: 2034,
    isDefault: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makePayment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'pay-1',
    purpose: 'creator_subscription',
    status: 'processing',
    amountCents: 999,
    currency: 'USD',
    payerId: 'user-1',
    creatorId: 'creator-1',
    createdAt: '2025-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return {
    id: 'sub-1',
    subscriberId: 'user-1',
    creatorId: 'creator-1',
    tierId: 'tier-1',
    tierName: 'Supporter',
    status: 'active',
    billingPeriod: 'monthly',
    priceCents: 999,
    currency: 'USD',
    currentPeriodStart: '2025-05-01T08:00:00.000Z',
    currentPeriodEnd: '2025-05-31T08:00:00.000Z',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    paymentMethodId: 'method-1',
    createdAt: '2025-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeEarnings(overrides: Partial<EarningsDto> = {}): EarningsDto {
  return {
    currency: 'USD',
    pendingCents: 4_500,
    availableCents: 12_000,
    paidOutCents: 30_000,
    lifetimeNetCents: 46_500,
    payoutAccountLinked: true,
    daily: [
      { date: '2025-05-01', grossCents: 999, netCents: 770, tipsCents: 0 },
      { date: '2025-05-02', grossCents: 1_500, netCents: 1_200, tipsCents: 500 },
    ],
    ...overrides,
  };
}

export function makePayout(overrides: Partial<PayoutDto> = {}): PayoutDto {
  return {
    id: 'payout-1',
    creatorId: 'creator-1',
    amount: 10_000,
    currency: 'USD',
    status: 'paid',
    payoutMethodType: 'bank_account',
    fees: 100,
    netAmount: 9_900,
    scheduledFor: '2025-04-20T00:00:00.000Z',
    origin: 'request',
    createdAt: '2025-04-13T00:00:00.000Z',
    ...overrides,
  };
}

export function makePayoutAccount(overrides: Partial<PayoutAccountDto> = {}): PayoutAccountDto {
  return {
    linked: true,
    status: 'enabled',
    onboardingUrl: null,
    restrictedReason: null,
    requirementsDue: [],
    ...overrides,
  };
}
