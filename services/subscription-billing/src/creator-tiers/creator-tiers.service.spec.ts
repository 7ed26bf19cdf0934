import type { AuthenticatedUser } from '@tessera/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BillingConfig } from '../config/billing-config';
import type { UserDirectory } from '../directory/user-directory';
import {
  InMemoryCreatorTiersRepository,
  InMemoryUserDirectory,
  standIn,
} from '../testing/in-memory-repositories.spec-support';
import type { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { CreatorTiersService } from './creator-tiers.service';
import type { TierPriceNotices } from './tier-price-notices';

const CREATOR = 'creator-1';
const user = (id: string, role: AuthenticatedUser['role']): AuthenticatedUser => ({
  id,
  role,
  sessionId: `session-${id}`,
});
const fan = user('fan-1', 'subscriber');
const admin = user('admin-1', 'admin');
const owner = user(CREATOR, 'creator');

describe('CreatorTiersService subscriber counts', () => {
  let tiers: InMemoryCreatorTiersRepository;
  let directory: InMemoryUserDirectory;
  let service: CreatorTiersService;

  beforeEach(async () => {
    tiers = new InMemoryCreatorTiersRepository();
    directory = new InMemoryUserDirectory();
    service = new CreatorTiersService(
      standIn<CreatorTiersRepository>(tiers),
      standIn<TierPriceNotices>({}),
      standIn<UserDirectory>(directory),
      standIn<BillingConfig>({ BILLING_CURRENCY: 'eur' }),
    );
    for (const [id, priceCents, isActive] of [
      ['gold', 500, true],
      ['retired', 900, false],
    ] as const) {
      tiers.add({
        _id: id,
        creatorId: CREATOR,
        name: id,
        description: '',
        priceCents,
        currency: 'eur',
        benefits: [],
        color: '#000000',
        isActive,
        contentAccess: 'all',
      });
      await tiers.countSubscriber(id, 1);
      await tiers.countSubscriber(id, 1);
    }
  });

  const countsSeenBy = async (viewer: AuthenticatedUser | null) =>
    (await service.listForViewer(CREATOR, viewer)).map((tier) => tier.subscriberCount);

  it('shows visitors, fans and other creators 0 when the creator hides the count', async () => {
    directory.add(CREATOR, 'creator', 'active', false, false);

    expect(await countsSeenBy(null)).toEqual([0]);
    expect(await countsSeenBy(fan)).toEqual([0]);
    expect(await countsSeenBy(user('creator-2', 'creator'))).toEqual([0]);
  });

  it('hides the count of a creator billing has not heard of yet', async () => {
    expect(await countsSeenBy(fan)).toEqual([0]);
  });

  it('shows everyone the count when the creator shows it', async () => {
    directory.add(CREATOR, 'creator', 'active', false, true);

    expect(await countsSeenBy(null)).toEqual([2]);
    expect(await countsSeenBy(fan)).toEqual([2]);
  });

  it('always shows the creator and admins the counts, active tiers only to others', async () => {
    directory.add(CREATOR, 'creator', 'active', false, false);

    expect(await countsSeenBy(owner)).toEqual([2]);
    expect(await countsSeenBy(admin)).toEqual([2]);
    expect((await service.listOwn(CREATOR)).map((tier) => [tier.id, tier.subscriberCount])).toEqual(
      [
        ['gold', 2],
        ['retired', 2],
      ],
    );
  });
});
