import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { reportedState, toPayoutAccountDto } from './payout-account-state';
import type { PayoutAccount } from './payout-account.schema';

const stored: PayoutAccount = {
  _id: 'creator-1',
  accountId: 'acct_1',
  onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1',
  linked: false,
  createdAt: new Date(),
};

function reported(fields: Record<string, unknown>): PayoutAccount {
  return { ...stored, ...reportedState({ id: 'acct_1', ...fields } as unknown as Stripe.Account) };
}

describe('payout account state', () => {
  it('is onboarding until the details are submitted, with the link to finish', () => {
    const account = reported({
      details_submitted: false,
      payouts_enabled: false,
      requirements: {
        currently_due: ['external_account'],
        disabled_reason: 'requirements.past_due',
      },
    });
    expect(toPayoutAccountDto(account)).toEqual({
      linked: false,
      status: 'onboarding',
      onboardingUrl: stored.onboardingUrl,
      restrictedReason: null,
      requirementsDue: ['external_account'],
    });
    expect(toPayoutAccountDto(null)).toMatchObject({ status: 'none', onboardingUrl: null });
  });

  it('is enabled once submitted with payouts enabled', () => {
    const account = reported({
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: true,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    expect(account).toMatchObject({ linked: true, chargesEnabled: true });
    expect(toPayoutAccountDto(account)).toMatchObject({
      linked: true,
      status: 'enabled',
      onboardingUrl: null,
    });
  });

  it('is restricted with the reason when the processor disables payouts', () => {
    const dueAgain = reported({
      details_submitted: true,
      payouts_enabled: false,
      requirements: {
        currently_due: ['individual.id_number'],
        past_due: ['individual.id_number'],
        disabled_reason: 'requirements.past_due',
      },
    });
    expect(toPayoutAccountDto(dueAgain)).toEqual({
      linked: false,
      status: 'restricted',
      onboardingUrl: stored.onboardingUrl,
      restrictedReason: 'Stripe needs more information from you',
      requirementsDue: ['individual.id_number'],
    });
    const rejected = reported({
      details_submitted: false,
      payouts_enabled: false,
      requirements: { disabled_reason: 'rejected.fraud' },
    });
    expect(toPayoutAccountDto(rejected)).toMatchObject({
      status: 'restricted',
      onboardingUrl: null,
      restrictedReason: 'Stripe rejected your account',
    });
  });
});
