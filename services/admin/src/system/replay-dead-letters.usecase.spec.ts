import type { EventEnvelope } from '@tessera/contracts';
import { REPLAY_GROUP_HEADER } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import type { DeadLetter, DeadLetterReplay } from './dead-letter.schema';
import type { DeadLetterSelection } from './dead-letters.repository';
import { ReplayDeadLettersUseCase } from './replay-dead-letters.usecase';

const actor = {
  id: 'admin-1',
  context: { ipAddress: '203.0.113.9', userAgent: 'vitest', requestId: 'req-1' },
};

function deadLetter(id: string, service: string, topic = 'audit.log'): DeadLetter {
  return {
    _id: id,
    service,
    groupId: `${service}-group`,
    topic,
    eventId: `event-${id}`,
    key: 'user-1',
    reason: 'database busy',
    attempts: 3,
    failedAt: new Date('2026-11-27T10:00:00Z'),
    message: { id: `event-${id}`, type: topic },
    status: 'parked',
    replayedAt: null,
    replayedBy: null,
  };
}

function setUp(letters: DeadLetter[]) {
  const stored = new Map(letters.map((letter) => [letter._id, letter]));
  const deadLetters = {
    parked: async ({ topic, service, ids }: DeadLetterSelection) =>
      [...stored.values()].filter(
        (letter) =>
          letter.status === 'parked' &&
          letter.topic === topic &&
          (!service || letter.service === service) &&
          (!ids || ids.includes(letter._id)),
      ),
    markReplayed: async (ids: string[], adminId: string, at: Date) => {
      for (const id of ids) {
        Object.assign(stored.get(id)!, { status: 'replayed', replayedBy: adminId, replayedAt: at });
      }
    },
  };
  const audits: EventEnvelope[] = [];
  const replays = {
    add: async (_replay: DeadLetterReplay, audit: EventEnvelope) => void audits.push(audit),
  };
  const sent: Array<{ topic: string; value: unknown; headers?: Record<string, string> }> = [];
  const publisher = {
    send: async (topic: string, _key: string, value: unknown, headers?: Record<string, string>) =>
      void sent.push({ topic, value, headers }),
  };
  const useCase = new ReplayDeadLettersUseCase(deadLetters, replays, publisher);
  return { useCase, sent, audits, stored };
}

describe('ReplayDeadLettersUseCase', () => {
  it('publishes every parked letter of a service and topic again, for the group that parked it', async () => {
    const { useCase, sent, audits } = setUp([
      deadLetter('a', 'admin'),
      deadLetter('b', 'admin'),
      deadLetter('c', 'search'),
      deadLetter('d', 'admin', 'user.registered'),
    ]);
    const result = await useCase.execute(actor, {
      topic: 'audit.log',
      service: 'admin',
      all: true,
    });
    expect(result).toEqual({ replayed: 2, skipped: 0 });
    expect(sent).toEqual([
      {
        topic: 'audit.log',
        value: { id: 'event-a', type: 'audit.log' },
        headers: { [REPLAY_GROUP_HEADER]: 'admin-group' },
      },
      {
        topic: 'audit.log',
        value: { id: 'event-b', type: 'audit.log' },
        headers: { [REPLAY_GROUP_HEADER]: 'admin-group' },
      },
    ]);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: 'admin-1',
      data: {
        action: 'system.dead_letters_replayed',
        resourceId: 'audit.log',
        details: { count: 2, services: ['admin'], deadLetterIds: ['a', 'b'] },
      },
    });
  });

  it('replays a letter once: asking again replays nothing and audits nothing', async () => {
    const { useCase, sent, audits } = setUp([deadLetter('a', 'admin'), deadLetter('b', 'admin')]);
    expect(await useCase.execute(actor, { topic: 'audit.log', ids: ['a'] })).toEqual({
      replayed: 1,
      skipped: 0,
    });
    expect(await useCase.execute(actor, { topic: 'audit.log', ids: ['a', 'x'] })).toEqual({
      replayed: 0,
      skipped: 2,
    });
    expect(sent).toHaveLength(1);
    expect(audits).toHaveLength(1);
  });
});
