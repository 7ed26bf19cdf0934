import { notFound } from '@tessera/platform';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSocketEvent } from './socket-answer';

const schema = z.object({ conversationId: z.string({ error: 'conversationId is required' }) });

function recordingLogger() {
  const errors: unknown[] = [];
  const logger = { error: (entry: unknown) => errors.push(entry) } as unknown as Logger;
  return { logger, errors };
}

/** Runs one event and resolves with what its acknowledgement received. */
function answerOf(payload: unknown, run: () => Promise<unknown>, logger: Logger): Promise<unknown> {
  return new Promise((resolve) => answerSocketEvent(resolve, schema, payload, run, logger));
}

describe('answerSocketEvent', () => {
  it('acknowledges with the result as it is', async () => {
    const { logger } = recordingLogger();
    const result = { id: 'c1-1', content: 'hi' };
    expect(await answerOf({ conversationId: 'c1' }, async () => result, logger)).toBe(result);
  });

  it('answers an invalid payload with the schema message, without running the event', async () => {
    const { logger } = recordingLogger();
    let ran = false;
    const answer = await answerOf(
      {},
      async () => {
        ran = true;
      },
      logger,
    );
    expect(answer).toEqual({ error: expect.stringContaining('conversationId is required') });
    expect(ran).toBe(false);
  });

  it('answers a refusal with the REST text and logs only server failures', async () => {
    const { logger, errors } = recordingLogger();
    const refused = await answerOf(
      { conversationId: 'c1' },
      () => Promise.reject(notFound('Conversation not found')),
      logger,
    );
    expect(refused).toEqual({ error: 'Conversation not found' });
    expect(errors).toHaveLength(0);
    const broken = await answerOf(
      { conversationId: 'c1' },
      () => Promise.reject(new Error('connection reset')),
      logger,
    );
    expect(broken).toEqual({ error: 'Internal server error' });
    expect(errors).toHaveLength(1);
  });

  it('runs an event sent without an acknowledgement', async () => {
    const { logger } = recordingLogger();
    const ran = new Promise<void>((resolve) =>
      answerSocketEvent(undefined, schema, { conversationId: 'c1' }, async () => resolve(), logger),
    );
    await expect(ran).resolves.toBeUndefined();
  });
});
