import { randomUUID } from 'node:crypto';
import { ConflictException } from '@nestjs/common';
import {
  MongoOutboxLease,
  OutboxLeaseRecord,
  OutboxLeaseRecordSchema,
  OutboxRelay,
} from '@tessera/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraEnv, RUN_ID } from '../../../test/support/test-env';
import {
  liveKeyOf,
  Subscription,
  SubscriptionSchema,
} from '../src/subscriptions/subscription.schema';
import {
  type NewSubscription,
  SubscriptionsRepository,
} from '../src/subscriptions/subscriptions.repository';

const { MONGO_URL } = infraEnv();
let connection: Connection;
let model: Model<Subscription>;

/** A repository as one billing replica holds it; its relay never runs here. */
function replica(): SubscriptionsRepository {
  const relay = new OutboxRelay(
    { publish: async () => undefined, publishAll: async () => undefined },
    new MongoOutboxLease(connection.model(OutboxLeaseRecord.name, OutboxLeaseRecordSchema)),
    pino({ level: 'silent' }),
    { enabled: false, intervalMs: 1_000 },
  );
  return new SubscriptionsRepository(model, relay);
}

function unpaid(): NewSubscription {
  const subscriberId = randomUUID();
  const creatorId = randomUUID();
  const now = new Date();
  return {
    _id: randomUUID(),
    subscriberId,
    creatorId,
    liveKey: liveKeyOf(subscriberId, creatorId),
    tierId: randomUUID(),
    tierName: 'Gold',
    billingPeriod: 'monthly',
    priceCents: 700,
    currency: 'usd',
    status: 'incomplete',
    currentPeriodStart: now,
    currentPeriodEnd: now,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    paymentMethodId: null,
    nextActionAt: null,
    charge: null,
  };
}

/** Counts the commands each test sends, to show which changes read before writing. */
const commands: string[] = [];

beforeAll(async () => {
  connection = await mongoose
    .createConnection(MONGO_URL, {
      dbName: `tessera_billing_repository_test_${RUN_ID}`,
      monitorCommands: true,
    })
    .asPromise();
  connection.getClient().on('commandStarted', (event) => commands.push(event.commandName));
  model = connection.model<Subscription>(Subscription.name, SubscriptionSchema);
  await model.init();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describe('changing a subscription', () => {
  it('writes a change right after this replica wrote the subscription, with no read', async () => {
    const repository = replica();
    const created = await repository.create(unpaid(), []);
    commands.length = 0;

    const result = await repository.change(created!._id, (current) =>
      current.status === 'incomplete' ? { set: { status: 'active' } } : null,
    );

    expect(result).toMatchObject({ changed: true, subscription: { status: 'active', version: 1 } });
    expect(commands).toEqual(['findAndModify']);
  });

  it('decides again from a fresh read when another replica changed the subscription', async () => {
    const [first, second] = [replica(), replica()];
    const created = await first.create(unpaid(), []);
    await second.findById(created!._id);
    await first.change(created!._id, () => ({ set: { status: 'active', priceCents: 900 } }));

    // The second replica's copy is one version behind: its guess misses, the read decides.
    const result = await second.change(created!._id, (current) => ({
      set: { priceCents: current.priceCents + 100 },
    }));

    expect(result).toMatchObject({
      changed: true,
      before: { version: 1, priceCents: 900 },
      subscription: { version: 2, priceCents: 1000, status: 'active' },
    });
  });

  it('does not take a refusal or a decision of no change from a copy that may be stale', async () => {
    const [first, second] = [replica(), replica()];
    const created = await first.create(unpaid(), []);
    await second.findById(created!._id);
    await first.change(created!._id, () => ({ set: { status: 'active' } }));

    const activeOnly = (current: Subscription) => {
      if (current.status !== 'active') throw new ConflictException('not active yet');
      return null;
    };
    const unchanged = await second.change(created!._id, activeOnly);
    expect(unchanged).toMatchObject({ changed: false, subscription: { status: 'active' } });

    const canceled = await second.change(created!._id, (current) =>
      current.status === 'active' ? { set: { cancelAtPeriodEnd: true } } : null,
    );
    expect(canceled).toMatchObject({ changed: true, subscription: { cancelAtPeriodEnd: true } });
  });

  it('refuses from a fresh read, and finds nothing for an unknown id', async () => {
    const repository = replica();
    const created = await repository.create(unpaid(), []);

    await expect(
      repository.change(created!._id, () => {
        throw new ConflictException('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await repository.change(randomUUID(), () => ({ set: { status: 'active' } }))).toBeNull();
  });

  it('lets exactly one of two replicas apply a change decided from the same version', async () => {
    const [first, second] = [replica(), replica()];
    const created = await first.create(unpaid(), []);
    await second.findById(created!._id);
    const settle = (current: Subscription) =>
      current.settledPaymentIds.includes('payment-1')
        ? null
        : {
            set: {
              settledPaymentIds: [...current.settledPaymentIds, 'payment-1'],
              lifetimeCents: current.lifetimeCents + 700,
            },
          };

    const results = await Promise.all([
      first.change(created!._id, settle),
      second.change(created!._id, settle),
    ]);

    expect(results.filter((result) => result?.changed)).toHaveLength(1);
    const stored = await model.findById(created!._id).lean();
    expect(stored).toMatchObject({ lifetimeCents: 700, settledPaymentIds: ['payment-1'] });
  });
});
