import { Inject } from '@nestjs/common';
import { Ctx, EventPattern, type KafkaContext, Payload } from '@nestjs/microservices';
import type { EventType, TypedEvent } from '@tessera/contracts';
import { type Delivery, EventConsumer, type EventRelevance } from './event-consumer';

/** Property the decorator injects the consumer into, on every class that handles events. */
const CONSUMER_PROPERTY = 'eventConsumer';
const consumedTypes = new Set<EventType>();

/** The record's headers, where a replayed dead letter names the group it is meant for. */
function deliveryOf(context: KafkaContext | undefined): Delivery {
  return { headers: context?.getMessage().headers };
}

type EventHandlerMethod<T extends EventType> = (event: TypedEvent<T>) => Promise<void>;

export interface ConsumeEventOptions<T extends EventType> {
  /**
   * Events of the type that the handler has no use for (a creator's subscription, to a service
   * that keeps platform plans), passed over after validation without recording their ids.
   */
  when?: EventRelevance<T>;
}

/**
 * Marks a controller method as the handler of one event type, named once: the method subscribes to
 * the type's topic and receives the validated, typed event, at most once per event id, with retries
 * and dead-lettering done by `EventConsumer`.
 */
export function ConsumeEvent<T extends EventType>(type: T, options: ConsumeEventOptions<T> = {}) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<EventHandlerMethod<T>>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@ConsumeEvent('${type}') must decorate a method`);
    Inject(EventConsumer)(target, CONSUMER_PROPERTY);
    const receive = async function (
      this: Record<string, EventConsumer>,
      message: unknown,
      context: KafkaContext,
    ) {
      await this[CONSUMER_PROPERTY].handle(
        type,
        message,
        (event) => handler.call(this, event),
        options.when,
        deliveryOf(context),
      );
    };
    descriptor.value = receive as unknown as EventHandlerMethod<T>;
    EventPattern(type)(target, key, descriptor);
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
    consumedTypes.add(type);
  };
}

/**
 * Marks a controller method as the handler of several event types whose events it treats alike
 * (every subscription lifecycle event, read as the state it reports): the method subscribes to
 * each type's topic, and each event is validated, deduplicated, retried and dead-lettered as the
 * type of the topic it arrived on, exactly as with one `@ConsumeEvent` per type.
 */
export function ConsumeEvents<T extends EventType>(
  types: readonly T[],
  options: ConsumeEventOptions<T> = {},
) {
  return (
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<EventHandlerMethod<T>>,
  ): void => {
    const handler = descriptor.value;
    if (!handler || types.length === 0) {
      throw new Error('@ConsumeEvents([...]) must name event types and decorate a method');
    }
    Inject(EventConsumer)(target, CONSUMER_PROPERTY);
    const receive = async function (
      this: Record<string, EventConsumer>,
      message: unknown,
      context: KafkaContext,
    ) {
      await this[CONSUMER_PROPERTY].handle(
        context.getTopic() as T,
        message,
        (event) => handler.call(this, event),
        options.when,
        deliveryOf(context),
      );
    };
    descriptor.value = receive as unknown as EventHandlerMethod<T>;
    EventPattern([...types])(target, key, descriptor);
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
    for (const type of types) consumedTypes.add(type);
  };
}

/** Event types handled by the code loaded in this process, to check against the registry. */
export function consumedEventTypes(): EventType[] {
  return [...consumedTypes].sort();
}
