import type { PayoutAccountDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { makePayoutAccount } from '../billing-test-fixtures';
import { PayoutAccountCard } from './payout-account-card';

const ONBOARDING_URL = 'https://connect.stripe.com/setup/e/acct_1/fresh';

function renderCard(account: PayoutAccountDto) {
  const calls = stubApiRoutes({
    'GET /billing/payout-account': () => jsonResponse(200, { data: account }),
    'POST /billing/payout-account': () =>
      jsonResponse(201, { data: { ...account, onboardingUrl: ONBOARDING_URL } }),
  });
  renderFeature(<PayoutAccountCard />, {
    route: '/creator/earnings',
    auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayoutAccountCard', () => {
  it('asks to finish setting up payouts and continues onboarding with a fresh link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = renderCard(
      makePayoutAccount({
        linked: false,
        status: 'onboarding',
        onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/old',
        requirementsDue: ['external_account'],
      }),
    );
    expect(
      await screen.findByText('Finish setting up payouts', { selector: 'strong' }),
    ).toBeVisible();
    expect(screen.queryByText(/Linked\./)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Finish setting up payouts/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(
      calls.filter((call) => call.method === 'POST' && call.path === '/billing/payout-account'),
    ).toHaveLength(1);
  });

  it('shows a linked account without any setup action', async () => {
    renderCard(makePayoutAccount());
    expect(await screen.findByText('Linked. Payouts go to your bank account.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/restricted/i)).toBeNull();
  });

  it('shows the reason and what is needed when the processor restricts payouts', async () => {
    renderCard(
      makePayoutAccount({
        linked: false,
        status: 'restricted',
        onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/old',
        restrictedReason: 'Stripe needs more information from you',
        requirementsDue: ['individual.verification.document'],
      }),
    );
    expect(await screen.findByText('Payouts are restricted')).toBeVisible();
    expect(screen.getByText('Stripe needs more information from you')).toBeVisible();
    expect(screen.getByText('Needed: individual verification document.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Update your details/ })).toBeVisible();
    expect(screen.queryByText(/Linked\./)).toBeNull();
  });
});
