import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { makeEarnings, makePayout, makePayoutAccount } from '../billing-test-fixtures';
import { EarningsPage } from './earnings-page';

const VERIFY_FIRST =
  'Get verified before asking for a payout: submit your documents at /settings/verification';

function renderPage(
  earnings = makeEarnings(),
  payoutAnswer = () =>
    jsonResponse(201, { data: makePayout({ id: 'payout-2', status: 'pending' }) }),
) {
  const calls = stubApiRoutes({
    'GET /billing/earnings': () => jsonResponse(200, { data: earnings }),
    'GET /billing/payouts': () => jsonResponse(200, { data: [makePayout()] }),
    'GET /billing/payout-account': () =>
      jsonResponse(200, {
        data: earnings.payoutAccountLinked
          ? makePayoutAccount()
          : makePayoutAccount({ linked: false, status: 'none' }),
      }),
    'POST /billing/payouts': payoutAnswer,
    'POST /billing/payout-account': () => jsonResponse(201, { data: makePayoutAccount() }),
  });
  renderFeature(<EarningsPage />, {
    route: '/earnings',
    auth: makeAuth(makeUser({ id: 'creator-1', role: 'creator' })),
  });
  return calls;
}

describe('EarningsPage', () => {
  it('shows the balances, the daily chart and the payout history', async () => {
    renderPage();
    expect(await screen.findByText('$120.00')).toBeVisible();
    expect(screen.getByText('$45.00')).toBeVisible();
    expect(screen.getByText('$465.00')).toBeVisible();
    expect(
      screen.getByRole('img', { name: /Net earnings per day: \$19\.70 in total/ }),
    ).toBeVisible();
    const history = await screen.findByRole('table');
    expect(within(history).getByText('$99.00')).toBeVisible();
    expect(within(history).getByText('Requested')).toBeVisible();
  });

  it('explains the 1 % fee and the 7-day schedule and requests the payout', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Request payout/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 % fee and is sent 7 days after you ask/)).toBeVisible();
    expect(within(dialog).getByText('$1.20')).toBeVisible();
    expect(within(dialog).getByText('$118.80')).toBeVisible();
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    expect(within(dialog).getByText(inAWeek)).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '80' } });
    expect(await within(dialog).findByText('$79.20')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request $80.00' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/billing/payouts',
        body: { amountCents: 8000 },
      }),
    );
  });

  it('asks to link a payout account before any payout', async () => {
    const calls = renderPage(makeEarnings({ payoutAccountLinked: false }));
    expect(await screen.findByText('Link a payout account first.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Request payout/ })).toBeDisabled();
    fireEvent.click(await screen.findByRole('button', { name: /Link payout account/ }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === '/billing/payout-account'),
      ).toBe(true),
    );
  });

  it('tells an unverified creator to get verified first, linking the verification page', async () => {
    renderPage(makeEarnings(), () => jsonResponse(403, { error: VERIFY_FIRST }));
    fireEvent.click(await screen.findByRole('button', { name: /Request payout/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Request \$/ }));

    const link = await within(dialog).findByRole('link', { name: '/settings/verification' });
    expect(link).toHaveAttribute('href', '/settings/verification');
    expect(within(dialog).getByText(/Get verified before asking for a payout/)).toBeVisible();
  });
});
