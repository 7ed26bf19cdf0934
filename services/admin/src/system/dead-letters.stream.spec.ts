import { describe, expect, it } from 'vitest';
import { ConsumerGroups } from './consumer-groups';
import { toDeadLetter } from './dead-letters.stream';

const groups = new ConsumerGroups({
  KAFKA_GROUP_ID: 'admin-blue',
  SYSTEM_CONSUMER_GROUPS: { search: 'search-blue' },
});
const where = { topic: 'audit.log.dlq', partition: 2, offset: '41', key: 'user-1' };
const parked = {
  originalTopic: 'audit.log',
  groupId: 'admin-blue',
  eventId: 'event-1',
  reason: 'database busy',
  attempts: 3,
  failedAt: '2026-11-27T10:00:00.000Z',
  message: { id: 'event-1', type: 'audit.log' },
};

describe('toDeadLetter', () => {
  it("keeps a dead letter of this deployment's group, keyed by its place on the broker", () => {
    expect(toDeadLetter(parked, where, groups)).toEqual({
      _id: 'audit.log.dlq:2:41',
      service: 'admin',
      groupId: 'admin-blue',
      topic: 'audit.log',
      eventId: 'event-1',
      key: 'user-1',
      reason: 'database busy',
      attempts: 3,
      failedAt: new Date('2026-11-27T10:00:00.000Z'),
      message: parked.message,
      status: 'parked',
      replayedAt: null,
      replayedBy: null,
    });
  });

  it('maps a configured group to its service', () => {
    const letter = toDeadLetter(
      { ...parked, originalTopic: 'content.published', groupId: 'search-blue' },
      { ...where, topic: 'content.published.dlq' },
      groups,
    );
    expect(letter?.service).toBe('search');
  });

  it("passes over another deployment's group, a stray record and one of another topic", () => {
    expect(toDeadLetter({ ...parked, groupId: 'admin-test-run-7' }, where, groups)).toBeNull();
    expect(toDeadLetter(null, where, groups)).toBeNull();
    expect(toDeadLetter({ ...parked, originalTopic: 'tip.sent' }, where, groups)).toBeNull();
  });

  it('gives a dead letter from before groups were recorded to the only consumer of its topic', () => {
    const { groupId: _groupId, ...unnamed } = parked;
    expect(toDeadLetter(unnamed, where, groups)?.service).toBe('admin');
  });
});
