import { z } from 'zod';

/** The one envelope every Kafka event travels in; the topic is the event type. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  /** Aggregate id: one aggregate's events share a partition and stay ordered. */
  key: z.string().min(1),
  actorId: z.string().min(1).optional(),
  correlationId: z.string().min(1).optional(),
  data: z.unknown(),
});

export type EventEnvelope<TType extends string = string, TData = unknown> = Omit<
  z.infer<typeof eventEnvelopeSchema>,
  'type' | 'data'
> & { type: TType; data: TData };

export const DEAD_LETTER_SUFFIX = '.dlq';

export function deadLetterTopic(topic: string): string {
  return `${topic}${DEAD_LETTER_SUFFIX}`;
}
