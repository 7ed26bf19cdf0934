import { toApiFailure } from '@tessera/platform';
import { formatZodIssues } from '@tessera/rules';
import type { Logger } from 'pino';
import type { z } from 'zod';

/** The acknowledgement a client passed with its event, if any. */
export type SocketAck = (answer: unknown) => void;

/**
 * Runs one client event: the payload is validated like a request body, and the acknowledgement
 * answers with the result or `{ error }` as the REST API would word it, never a stack trace.
 */
export function answerSocketEvent<S extends z.ZodType>(
  ack: unknown,
  schema: S,
  payload: unknown,
  run: (input: z.output<S>) => Promise<unknown>,
  logger: Logger,
): void {
  const reply: SocketAck = typeof ack === 'function' ? (ack as SocketAck) : () => undefined;
  const parsed = schema.safeParse(payload ?? {});
  if (!parsed.success) {
    reply({ error: formatZodIssues(parsed.error).message });
    return;
  }
  run(parsed.data).then(reply, (error: unknown) => {
    const failure = toApiFailure(error);
    if (failure.status >= 500) logger.error({ err: error }, 'socket event failed');
    reply(failure.body as { error: string });
  });
}
