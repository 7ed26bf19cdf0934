import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type DeadLetterSink, EventConsumer, REPLAY_GROUP_HEADER } from './event-consumer';
import type { ProcessedEventLog } from './processed-events.repository';

function fakeProcessedStore() {
  const ids = new Set<string>();
  const model: ProcessedEventLog = {
    wasProcessed: async (eventId) => ids.has(eventId),
    record: async (event) => void ids.add(event._id),
  };
  return { model, ids };
}

function fakePublisher() {
  const dead: Array<{ topic: string; key: string; value: Record<string, unknown> }> = [];
  const publisher: DeadLetterSink = {
    send: async (topic, key, value) => {
      dead.push({ topic, key, value: value as Record<string, unknown> });
    },
  };
  return { publisher, dead };
}

const subscriptionCreated = (data: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'subscription.created',
  version: 1,
  occurredAt: new Date().toISOString(),
  producer: 'billing',
  key: 'user-1',
  data: {
    subscriptionId: 'sub-1',
    subscriberId: 'user-1',
    tierId: 'pro-subscriber',
    status: 'active',
    currentPeriodStart: new Date().toISOString(),
    currentPeriodEnd: new Date().toISOString(),
    ...data,
  },
});

const logger = pino({ level: 'silent' });
const fastRetry = {
  groupId: 'billing',
  retry: { attempts: 3, initialDelayMs: 1 },
  processedRetentionMs: 60_000,
};

describe('EventConsumer', () => {
  it('handles an event once and reports a redelivery as a duplicate', async () => {
    const { model } = fakeProcessedStore();
    const { publisher, dead } = fakePublisher();
    const consumer = new EventConsumer(model, publisher, logger, fastRetry);
    const event = subscriptionCreated();
    let calls = 0;
    const handler = async () => {
      calls += 1;
    };
    expect(await consumer.handle('subscription.created', event, handler)).toBe('handled');
    expect(await consumer.handle('subscription.created', event, handler)).toBe('duplicate');
    expect(calls).toBe(1);
    expect(dead).toEqual([]);
  });

  it('passes over an event the handler has no use for without recording it', async () => {
    const { model, ids } = fakeProcessedStore();
    const { publisher, dead } = fakePublisher();
    const consumer = new EventConsumer(model, publisher, logger, fastRetry);
    const forCreator = subscriptionCreated({ creatorId: 'creator-1' });
    const forPlan = subscriptionCreated();
    const seen: string[] = [];
    const handler = async (event: { id: string }) => void seen.push(event.id);
    const platformPlansOnly = (event: { data: { creatorId?: string | null } }) =>
      !event.data.creatorId;
    expect(
      await consumer.handle('subscription.created', forCreator, handler, platformPlansOnly),
    ).toBe('ignored');
    expect(await consumer.handle('subscription.created', forPlan, handler, platformPlansOnly)).toBe(
      'handled',
    );
    expect(seen).toEqual([forPlan.id]);
    expect([...ids]).toEqual([forPlan.id]);
    expect(dead).toEqual([]);
  });

  it('retries a failing handler and succeeds when the failure passes', async () => {
    const { model } = fakeProcessedStore();
    const { publisher, dead } = fakePublisher();
    const consumer = new EventConsumer(model, publisher, logger, fastRetry);
    let calls = 0;
    const outcome = await consumer.handle(
      'subscription.created',
      subscriptionCreated(),
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('database busy');
      },
    );
    expect(outcome).toBe('handled');
    expect(calls).toBe(3);
    expect(dead).toEqual([]);
  });

  it('parks an event that keeps failing on the dead-letter topic, without marking it done', async () => {
    const { model, ids } = fakeProcessedStore();
    const { publisher, dead } = fakePublisher();
    const consumer = new EventConsumer(model, publisher, logger, fastRetry);
    const event = subscriptionCreated();
    const outcome = await consumer.handle('subscription.created', event, async () => {
      throw new Error('subscriber not found');
    });
    expect(outcome).toBe('dead-lettered');
    expect(ids.has(event.id)).toBe(false);
    expect(dead).toEqual([
      {
        topic: 'subscription.created.dlq',
        key: 'user-1',
        value: expect.objectContaining({
          originalTopic: 'subscription.created',
          groupId: 'billing',
          eventId: event.id,
          reason: 'subscriber not found',
          attempts: 3,
          message: event,
        }),
      },
    ]);
  });

  it('runs a replayed dead letter only in the group it is meant for, and only once', async () => {
    const { model } = fakeProcessedStore();
    const { publisher, dead } = fakePublisher();
    const consumer = new EventConsumer(model, publisher, logger, fastRetry);
    const event = subscriptionCreated();
    let calls = 0;
    const handler = async () => {
      calls += 1;
    };
    const forSearch = { headers: { [REPLAY_GROUP_HEADER]: Buffer.from('search') } };
    const forBilling = { headers: { [REPLAY_GROUP_HEADER]: Buffer.from('billing') } };
    expect(
      await consumer.handle('subscription.created', event, handler, undefined, forSearch),
    ).toBe('ignored');
    expect(
      await consumer.handle('subscription.created', event, handler, undefined, forBilling),
    ).toBe('handled');
    expect(
      await consumer.handle('subscription.created', event, handler, undefined, forBilling),
    ).toBe('duplicate');
    expect(calls).toBe(1);
    expect(dead).toEqual([]);
  });

  it.each([
    ['an invalid envelope', { hello: 'world' }, /invalid envelope/],
    ['another event type', { ...subscriptionCreated(), type: 'message.sent' }, /invalid envelope/],
    ['an invalid payload', subscriptionCreated({ tierId: 42 }), /invalid payload/],
    [
      'a version newer than the catalogue',
      { ...subscriptionCreated(), version: 2 },
      /version 2 of subscription.created is newer than the 1 this consumer knows/,
    ],
  ])('never calls the handler for %s', async (_case, message, reason) => {
    const { model } = fakeProcessedStore();
    const { publisher, dead } = fakePublisher();
    const consumer = new EventConsumer(model, publisher, logger, fastRetry);
    let called = false;
    const outcome = await consumer.handle('subscription.created', message, async () => {
      called = true;
    });
    expect(outcome).toBe('dead-lettered');
    expect(called).toBe(false);
    expect(dead[0].value.reason).toMatch(reason);
  });
});
