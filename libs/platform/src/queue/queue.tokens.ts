import { Inject } from '@nestjs/common';

export const QUEUE_MODULE_OPTIONS = Symbol('QUEUE_MODULE_OPTIONS');

/** Injection token of a declared queue, for features that add jobs to it. */
export function queueToken(name: string): string {
  return `BullQueue:${name}`;
}

/** Injects a queue declared with `QueueModule.forFeature`: `@InjectQueue('media') queue: Queue`. */
export const InjectQueue = (name: string) => Inject(queueToken(name));
