import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  NotFoundException,
} from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
} from '../testing/billing-harness.spec-support';
import { ALREADY_UNLOCKED, UNLOCK_IN_PROGRESS } from './unlock-item.usecase';

const POST = 'post-1';
const MESSAGE = 'message-1';

describe('UnlockItemUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    harness.stores.catalog.posts.set(POST, {
      contentId: POST,
      creatorId: creator.id,
      priceCents: 400,
      status: 'published',
      removed: false,
    });
    harness.stores.catalog.messages.set(MESSAGE, {
      messageId: MESSAGE,
      creatorId: creator.id,
      priceCents: 250,
      recipientIds: [subscriber.id],
    });
  });

  const unlockPost = (extra: { expectedAmountCents?: number } = {}, key?: string) =>
    harness.unlockItem.execute(subscriber.id, { contentId: POST, ...extra }, key);

  it("charges the post's price from the catalogue to the saved card", async () => {
    const payment = await unlockPost();

    expect(payment.amountCents).toBe(400);
    expect(harness.stores.payments.docs.get(payment.id)).toMatchObject({
      purpose: 'unlock',
      contentId: POST,
      creatorId: creator.id,
    });
    expect(harness.stores.unlockClaims.claims.get(`${subscriber.id}:${POST}`)).toMatchObject({
      paymentId: payment.id,
      claimId: null,
    });
  });

  it('answers an unlock still being paid with its payment, and refuses one already paid', async () => {
    const first = await unlockPost();
    const again = await unlockPost();
    expect(again.id).toBe(first.id);
    expect(harness.processor.intents).toHaveLength(1);

    const intentId = harness.stores.payments.docs.get(first.id)?.intentId as string;
    await harness.stores.payments.recordFact(intentId, 'succeededAt', new Date());

    await expect(unlockPost()).rejects.toThrow(new ConflictException(ALREADY_UNLOCKED));
  });

  it('refuses while another request holds the claim on the post', async () => {
    await harness.stores.unlockClaims.claim(subscriber.id, POST, new Date());

    await expect(unlockPost()).rejects.toThrow(new ConflictException(UNLOCK_IN_PROGRESS));
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('refuses a stale price before charging', async () => {
    const refusal = await unlockPost({ expectedAmountCents: 300 }).catch((error: unknown) => error);

    expect((refusal as HttpException).getStatus()).toBe(409);
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('refuses one’s own post, a post not for sale, and a post not published', async () => {
    await expect(harness.unlockItem.execute(creator.id, { contentId: POST })).rejects.toThrow(
      ForbiddenException,
    );

    harness.stores.catalog.posts.set('free', {
      contentId: 'free',
      creatorId: creator.id,
      priceCents: null,
      status: 'published',
      removed: false,
    });
    await expect(harness.unlockItem.execute(subscriber.id, { contentId: 'free' })).rejects.toThrow(
      BadRequestException,
    );

    harness.stores.catalog.posts.set('draft', {
      contentId: 'draft',
      creatorId: creator.id,
      priceCents: 400,
      status: 'draft',
      removed: false,
    });
    await expect(harness.unlockItem.execute(subscriber.id, { contentId: 'draft' })).rejects.toThrow(
      NotFoundException,
    );
    expect(harness.processor.intents).toHaveLength(0);
  });

  it("sells a message to its recipients only, at the message's price", async () => {
    const payment = await harness.unlockItem.execute(subscriber.id, { messageId: MESSAGE });
    expect(payment.amountCents).toBe(250);

    await expect(
      harness.unlockItem.execute('someone-else', { messageId: MESSAGE }),
    ).rejects.toThrow(NotFoundException);
  });

  it('answers a repeat with the same key with the first payment, charging once', async () => {
    const first = await unlockPost({}, 'key-1');
    const repeat = await unlockPost({}, 'key-1');

    expect(repeat).toEqual(first);
    expect(harness.processor.intents).toHaveLength(1);
  });
});
