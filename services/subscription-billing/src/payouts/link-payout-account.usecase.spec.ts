import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
} from '../testing/billing-harness.spec-support';

describe('LinkPayoutAccountUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
  });

  it('creates the connected account once, still onboarding, with a link to finish it', async () => {
    const first = await harness.linkPayoutAccount.execute(creator.id);
    const again = await harness.linkPayoutAccount.execute(creator.id);

    expect(first).toMatchObject({ linked: false, status: 'onboarding' });
    expect(again.onboardingUrl).toBe('http://onboarding');
    expect(harness.stores.payoutAccounts.accounts.size).toBe(1);
    expect(harness.stores.payoutAccounts.accounts.get(creator.id)?.accountId).toBe(
      `acct_${creator.id}`,
    );
  });

  it('answers a linked account as it is', async () => {
    harness.stores.payoutAccounts.accounts.set(creator.id, {
      _id: creator.id,
      accountId: 'acct_linked',
      onboardingUrl: 'http://old',
      linked: true,
      createdAt: new Date(),
    });

    const account = await harness.linkPayoutAccount.execute(creator.id);

    expect(account).toMatchObject({ linked: true, status: 'enabled', onboardingUrl: null });
  });
});
