import { describe, expect, it } from 'vitest';
import { ClaimOfferLinkUseCase } from './claim-offer-link.usecase';
import { InMemoryOfferClaims, InMemoryOfferLinks } from './in-memory-offers.spec-support';
import {
  OFFER_ALREADY_CLAIMED,
  OFFER_EXPIRED,
  OFFER_FULLY_CLAIMED,
  OFFER_INACTIVE,
  OFFER_OTHER_TIER,
} from './offer-link-rules';

const DAY = 86_400_000;

async function setUp(maxClaims: number, expiresInMs = DAY) {
  const links = new InMemoryOfferLinks();
  const claims = new InMemoryOfferClaims();
  await links.create(
    {
      _id: 'code1234',
      creatorId: 'creator-1',
      tierId: 'tier-1',
      kind: 'trial',
      trialDays: 7,
      discountPercent: null,
      maxClaims,
      expiresAt: new Date(Date.now() + expiresInMs),
    },
    [],
  );
  return { links, claims, useCase: new ClaimOfferLinkUseCase(links, claims) };
}

const target = (fanId: string) => ({
  fanId,
  code: 'code1234',
  creatorId: 'creator-1',
  tierId: 'tier-1',
});

describe('ClaimOfferLinkUseCase', () => {
  it('counts a claim and answers the same claim again without counting twice', async () => {
    const { links, useCase } = await setUp(5);

    const first = await useCase.execute(target('fan-1'));
    const again = await useCase.execute(target('fan-1'));

    expect(first).toMatchObject({ fresh: true, link: { claimsUsed: 1 } });
    expect(again.fresh).toBe(false);
    expect(links.links.get('code1234')?.claimsUsed).toBe(1);
  });

  it('never passes the limit when 10 fans claim at once', async () => {
    const { links, claims, useCase } = await setUp(3);

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => useCase.execute(target(`fan-${index}`))),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(7);
    expect(refused[0]).toMatchObject({
      reason: { status: 410, response: { error: OFFER_FULLY_CLAIMED } },
    });
    expect(links.links.get('code1234')?.claimsUsed).toBe(3);
    expect(claims.claims.size).toBe(3);
  });

  it('counts one claim when the same fan claims 10 times at once', async () => {
    const { links, useCase } = await setUp(5);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => useCase.execute(target('fan-1'))),
    );

    expect(results.filter((result) => result.fresh)).toHaveLength(1);
    expect(links.links.get('code1234')?.claimsUsed).toBe(1);
  });

  it("allows one claim per fan per creator, whichever of the creator's links", async () => {
    const { links, useCase } = await setUp(5);
    await links.create(
      { ...(links.links.get('code1234') as never), _id: 'other123', maxClaims: 5 },
      [],
    );
    await useCase.execute(target('fan-1'));

    await expect(useCase.execute({ ...target('fan-1'), code: 'other123' })).rejects.toMatchObject({
      status: 409,
      response: { error: OFFER_ALREADY_CLAIMED },
    });
  });

  it('refuses an expired link, an ended one and one for another tier', async () => {
    const expired = await setUp(5, -1);
    await expect(expired.useCase.execute(target('fan-1'))).rejects.toMatchObject({
      response: { error: OFFER_EXPIRED },
    });

    const ended = await setUp(5);
    await ended.links.deactivate('code1234', 'creator-1', []);
    await expect(ended.useCase.execute(target('fan-1'))).rejects.toMatchObject({
      response: { error: OFFER_INACTIVE },
    });

    await expect(
      ended.useCase.execute({ ...target('fan-1'), tierId: 'tier-2' }),
    ).rejects.toMatchObject({ status: 400, response: { error: OFFER_OTHER_TIER } });
  });

  it('gives a claim back so the fan, or another, may claim again', async () => {
    const { links, useCase } = await setUp(1);
    await useCase.execute(target('fan-1'));

    await useCase.release(target('fan-1'));
    await useCase.release(target('fan-1'));

    expect(links.links.get('code1234')?.claimsUsed).toBe(0);
    await expect(useCase.execute(target('fan-2'))).resolves.toMatchObject({ fresh: true });
  });
});
