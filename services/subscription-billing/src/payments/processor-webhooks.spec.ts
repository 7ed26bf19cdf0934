import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PaymentSettlement } from './payment-settlement';
import type { Payment } from './payment.schema';
import type { PaymentsRepository, ReportedFact } from './payments.repository';
import type { ProcessorEventHandlers } from './processor-event-handlers';
import { PaymentNotYetKnownError, ProcessorWebhooks } from './processor-webhooks';
import type { WebhookEventsRepository } from './webhook-events.repository';

function succeeded(id: string, intentId: string, metadata: Record<string, string> = {}) {
  return {
    id,
    type: 'payment_intent.succeeded',
    created: 1_790_000_000,
    data: { object: { id: intentId, metadata } },
  } as unknown as Stripe.Event;
}

/** The webhook handling over payments, settlement and event marks kept in memory. */
function setUp(options: { settleFailures?: number } = {}) {
  const payments = new Map<string, Payment>([
    ['pi_1', { _id: 'pay-1', intentId: 'pi_1', facts: {} } as Payment],
  ]);
  const settled: Payment[] = [];
  const markedEvents = new Set<string>();
  let settleFailures = options.settleFailures ?? 0;
  const repository = {
    recordFact: (intentId: string, fact: ReportedFact, at: Date) => {
      const payment = payments.get(intentId);
      if (!payment) return Promise.resolve(null);
      const earlier = payment.facts[fact];
      const next = { ...payment, facts: { ...payment.facts, [fact]: earlier ?? at } };
      payments.set(intentId, next);
      return Promise.resolve(structuredClone(next));
    },
    markEventHandled: (paymentId: string, eventId: string) => {
      for (const [intentId, payment] of payments) {
        if (payment._id !== paymentId) continue;
        const ids = new Set(payment.handledEventIds ?? []).add(eventId);
        payments.set(intentId, { ...payment, handledEventIds: [...ids] });
      }
      return Promise.resolve();
    },
  };
  const settlement = {
    settle: (payment: Payment) => {
      if (settleFailures > 0) {
        settleFailures -= 1;
        return Promise.reject(new Error('database went away'));
      }
      settled.push(payment);
      return Promise.resolve();
    },
  };
  const handled = {
    wasHandled: (eventId: string) => Promise.resolve(markedEvents.has(eventId)),
    markHandled: (eventId: string) => Promise.resolve(void markedEvents.add(eventId)),
  };
  const webhooks = new ProcessorWebhooks(
    repository as unknown as PaymentsRepository,
    settlement as unknown as PaymentSettlement,
    handled as unknown as WebhookEventsRepository,
    { handlerOf: () => undefined } as unknown as ProcessorEventHandlers,
  );
  return { webhooks, payments, settled, markedEvents };
}

describe('processor webhooks about a payment', () => {
  it('settles an event once however often it is delivered', async () => {
    const { webhooks, payments, settled } = setUp();

    expect(await webhooks.handle(succeeded('evt_1', 'pi_1'))).toBe(true);
    expect(await webhooks.handle(succeeded('evt_1', 'pi_1'))).toBe(false);

    expect(settled).toHaveLength(1);
    expect(settled[0].facts.succeededAt).toEqual(new Date(1_790_000_000_000));
    expect(payments.get('pi_1')?.handledEventIds).toEqual(['evt_1']);
  });

  it('leaves an event whose settling failed to the redelivery, which settles it', async () => {
    const { webhooks, payments, settled } = setUp({ settleFailures: 1 });

    await expect(webhooks.handle(succeeded('evt_1', 'pi_1'))).rejects.toThrow('went away');
    expect(payments.get('pi_1')?.handledEventIds).toBeUndefined();

    expect(await webhooks.handle(succeeded('evt_1', 'pi_1'))).toBe(true);
    expect(settled).toHaveLength(1);
  });

  it('settles a second event about the same payment again, as settling is keyed by payment', async () => {
    const { webhooks, settled } = setUp();

    await webhooks.handle(succeeded('evt_1', 'pi_1'));
    expect(await webhooks.handle(succeeded('evt_2', 'pi_1'))).toBe(true);

    expect(settled).toHaveLength(2);
  });

  it('asks for a retry when its payment, named by our metadata, is not stored yet', async () => {
    const { webhooks, markedEvents } = setUp();

    await expect(
      webhooks.handle(succeeded('evt_9', 'pi_unknown', { paymentId: 'pay-9' })),
    ).rejects.toBeInstanceOf(PaymentNotYetKnownError);
    expect(markedEvents.size).toBe(0);
  });

  it('marks an event about an intent that is not ours as seen, once', async () => {
    const { webhooks, markedEvents, settled } = setUp();

    expect(await webhooks.handle(succeeded('evt_7', 'pi_other'))).toBe(false);
    expect(await webhooks.handle(succeeded('evt_7', 'pi_other'))).toBe(false);

    expect([...markedEvents]).toEqual(['evt_7']);
    expect(settled).toHaveLength(0);
  });
});
