import type { PayoutAccountDto } from '@tessera/contracts';
import type Stripe from 'stripe';
import type { PayoutAccount } from './payout-account.schema';

/** What an `account.updated` event says about whether the account can be paid. */
export interface ReportedAccountState {
  linked: boolean;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
}

export function reportedState(account: Stripe.Account): ReportedAccountState {
  const requirements = account.requirements;
  const due = [...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])];
  const payoutsEnabled = account.payouts_enabled === true;
  const detailsSubmitted = account.details_submitted === true;
  return {
    // Transfers to an account whose owner has not finished onboarding, or whose payouts are
    // disabled, would fail at the processor; such an account is not paid.
    linked: payoutsEnabled && detailsSubmitted,
    payoutsEnabled,
    chargesEnabled: account.charges_enabled === true,
    detailsSubmitted,
    requirementsDue: [...new Set(due)],
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

const REASONS: Record<string, string> = {
  'requirements.past_due': 'Stripe needs more information from you',
  'requirements.pending_verification': 'Stripe is verifying your details',
  under_review: 'Stripe is reviewing your account',
  listed: 'Stripe is reviewing your account',
  platform_paused: 'Payouts to your account are paused',
  'rejected.fraud': 'Stripe rejected your account',
  'rejected.terms_of_service': 'Stripe rejected your account',
  'rejected.listed': 'Stripe rejected your account',
  'rejected.other': 'Stripe rejected your account',
};

/** Why payouts cannot reach the account, in words a creator understands. */
export function restrictedReason(account: PayoutAccount): string {
  const reason = account.disabledReason ? REASONS[account.disabledReason] : undefined;
  return reason ?? 'Stripe has disabled payouts to your account';
}

export function payoutAccountStatus(account: PayoutAccount | null): PayoutAccountDto['status'] {
  if (!account) return 'none';
  if (account.linked) return 'enabled';
  // Until the creator submits their details the account is still being set up, unless the
  // processor refused it outright.
  if (!account.detailsSubmitted && !account.disabledReason?.startsWith('rejected.')) {
    return 'onboarding';
  }
  return 'restricted';
}

export function toPayoutAccountDto(account: PayoutAccount | null): PayoutAccountDto {
  const status = payoutAccountStatus(account);
  const canContinue = status === 'onboarding' || (status === 'restricted' && hasDue(account));
  return {
    linked: status === 'enabled',
    status,
    onboardingUrl: account && canContinue ? account.onboardingUrl : null,
    restrictedReason: account && status === 'restricted' ? restrictedReason(account) : null,
    requirementsDue: account?.requirementsDue ?? [],
  };
}

function hasDue(account: PayoutAccount | null): boolean {
  return (account?.requirementsDue?.length ?? 0) > 0;
}
