import { randomUUID } from 'node:crypto';
import contracts from '@tessera/contracts';
import { Kafka, logLevel, Partitioners } from 'kafkajs';

const { EVENT_CATALOG } = contracts;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes billing's subscription events in the contract envelope, as subscription-billing will:
 * the content service builds each viewer's entitlements from them. Every event carries the whole
 * state keyed by a stable subscription id, so sending them again on a later run renews the same
 * subscriptions instead of adding new ones.
 */
export class BillingEvents {
  constructor(brokers) {
    this.producer = new Kafka({
      clientId: 'tessera-seed',
      brokers,
      logLevel: logLevel.NOTHING,
    }).producer({ createPartitioner: Partitioners.DefaultPartitioner });
  }

  start() {
    return this.producer.connect();
  }

  stop() {
    return this.producer.disconnect();
  }

  async send(type, data, key) {
    const envelope = {
      id: randomUUID(),
      type,
      version: EVENT_CATALOG[type].version,
      occurredAt: new Date().toISOString(),
      producer: 'seed',
      key,
      data: EVENT_CATALOG[type].schema.parse(data),
    };
    await this.producer.send({ topic: type, messages: [{ key, value: JSON.stringify(envelope) }] });
  }

  /** A platform plan (no creator), active for the next 30 days. */
  platformPlan(userId, tierId, now = new Date()) {
    const subscriptionId = `demo-plan-${userId}`;
    return this.send(
      'subscription.created',
      {
        subscriptionId,
        subscriberId: userId,
        tierId,
        status: 'active',
        ...period(now),
      },
      subscriptionId,
    );
  }

  /** A subscription to one creator, renewed now for the next 30 days. */
  creatorSubscription(subscriberId, creatorId, tierId, now = new Date()) {
    const subscriptionId = `demo-sub-${subscriberId}-${creatorId}`;
    return this.send(
      'subscription.renewed',
      {
        subscriptionId,
        subscriberId,
        creatorId,
        tierId,
        status: 'active',
        ...period(now),
        changedAt: now.toISOString(),
      },
      subscriptionId,
    );
  }
}

function period(now) {
  return {
    currentPeriodStart: now.toISOString(),
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
  };
}
