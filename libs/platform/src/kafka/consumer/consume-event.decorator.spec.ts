import { randomUUID } from 'node:crypto';
import { KafkaContext } from '@nestjs/microservices';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import type { SubscriptionEvent, SubscriptionEventType } from '@tessera/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../build-event';
import { ConsumeEvents, consumedEventTypes } from './consume-event.decorator';
import { EventConsumer } from './event-consumer';
import type { ProcessedEventLog } from './processed-events.repository';

const period = {
  currentPeriodStart: new Date('2026-01-01T00:00:00Z').toISOString(),
  currentPeriodEnd: new Date('2026-02-01T00:00:00Z').toISOString(),
};

function subscriptionEvent(type: 'subscription.created' | 'subscription.renewed') {
  return buildEvent(
    type,
    {
      subscriptionId: randomUUID(),
      subscriberId: 'user-1',
      tierId: 'pro-subscriber',
      status: 'active',
      ...period,
      ...(type === 'subscription.renewed' ? { changedAt: period.currentPeriodStart } : {}),
    } as never,
    { producer: 'billing', key: 'user-1' },
  );
}

/** The arguments the Kafka transport passes a handler: the message and its context. */
function delivered(topic: string): KafkaContext {
  return new KafkaContext([
    { headers: {} } as never,
    0,
    topic,
    (() => undefined) as never,
    undefined as never,
  ]);
}

class RenewalsSeen {
  readonly seen: SubscriptionEventType[] = [];

  @ConsumeEvents(['subscription.created', 'subscription.renewed'])
  async onSubscriptionEvent(event: SubscriptionEvent): Promise<void> {
    this.seen.push(event.type);
  }
}

function handlerWithConsumer() {
  const ids = new Set<string>();
  const processed: ProcessedEventLog = {
    wasProcessed: async (id) => ids.has(id),
    record: async (event) => void ids.add(event._id),
  };
  const dead: string[] = [];
  const consumer = new EventConsumer(
    processed,
    { send: async (topic) => void dead.push(topic) },
    pino({ level: 'silent' }),
    { groupId: 'billing', retry: { attempts: 1, initialDelayMs: 1 }, processedRetentionMs: 60_000 },
  );
  const handler = Object.assign(new RenewalsSeen(), { eventConsumer: consumer });
  const receive = handler.onSubscriptionEvent as unknown as (
    message: unknown,
    context: KafkaContext,
  ) => Promise<void>;
  return { handler, dead, receive: receive.bind(handler) };
}

describe('@ConsumeEvents', () => {
  it('subscribes the one method to the topic of every type it names', () => {
    const patterns = Reflect.getMetadata(
      PATTERN_METADATA,
      RenewalsSeen.prototype.onSubscriptionEvent,
    ) as string[];
    expect(patterns).toEqual(['subscription.created', 'subscription.renewed']);
    expect(consumedEventTypes()).toEqual(
      expect.arrayContaining(['subscription.created', 'subscription.renewed']),
    );
  });

  it('hands each event to the method as the type of the topic it arrived on, once', async () => {
    const { handler, dead, receive } = handlerWithConsumer();
    const created = subscriptionEvent('subscription.created');
    const renewed = subscriptionEvent('subscription.renewed');

    await receive(created, delivered('subscription.created'));
    await receive(renewed, delivered('subscription.renewed'));
    await receive(renewed, delivered('subscription.renewed'));

    expect(handler.seen).toEqual(['subscription.created', 'subscription.renewed']);
    expect(dead).toEqual([]);
  });

  it('parks an event that arrived on another type topic than it names', async () => {
    const { handler, dead, receive } = handlerWithConsumer();

    await receive(subscriptionEvent('subscription.created'), delivered('subscription.renewed'));

    expect(handler.seen).toEqual([]);
    expect(dead).toEqual(['subscription.renewed.dlq']);
  });
});
