import type { EventEnvelope } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { DecideReportAppealUseCase } from './decide-report-appeal.usecase';
import type { Moderator } from './moderator';
import type { QueueAppeal, QueueItem } from './queue-item.schema';
import { RecordingTargets } from './recording-targets.spec-support';

class InMemoryQueue {
  readonly items = new Map<string, QueueItem>();
  readonly written: EventEnvelope[][] = [];

  async find(id: string) {
    return this.items.get(id) ?? null;
  }

  async decideAppeal(id: string, appeal: QueueAppeal, events: EventEnvelope[]) {
    const item = this.items.get(id);
    if (item?.appeal?.status !== 'pending') return null;
    const decided = { ...item, appeal };
    this.items.set(id, decided);
    this.written.push(events);
    return decided;
  }
}

const moderator: Moderator = {
  id: 'admin-2',
  context: { ipAddress: '203.0.113.7', userAgent: 'Safari', requestId: 'req-7' },
};

function appealed(action: string, overrides: Partial<QueueItem> = {}): QueueItem {
  const createdAt = new Date('2026-11-20T10:00:00Z');
  return {
    _id: 'evt-1',
    kind: 'report',
    targetType: 'post',
    targetId: 'post-1',
    creatorId: 'creator-1',
    reason: 'copyright',
    description: '',
    severity: 'medium',
    severityRank: 2,
    reporterId: 'fan-1',
    createdAt,
    dueAt: new Date(createdAt.getTime() + 7 * 86_400_000),
    status: 'resolved',
    assigneeId: 'admin-1',
    notes: [],
    resolution: { action, notes: 'Not yours', resolvedBy: 'admin-1', resolvedAt: createdAt },
    appeal: { message: 'I own it', at: createdAt, status: 'pending', decision: null },
    evidence: null,
    ...overrides,
  };
}

function setUp(item: QueueItem) {
  const queue = new InMemoryQueue();
  queue.items.set(item._id, item);
  const targets = new RecordingTargets();
  return { queue, targets, useCase: new DecideReportAppealUseCase(queue, targets) };
}

describe('DecideReportAppealUseCase', () => {
  it('overturns a removal: the post comes back, audited, and the creator is told', async () => {
    const { queue, targets, useCase } = setUp(appealed('remove_content'));
    const decided = await useCase.execute('evt-1', moderator, 'overturn', 'Licence shown');

    expect(targets.calls).toEqual(['restorePost post-1']);
    expect(decided).toMatchObject({
      status: 'overturned',
      action: 'remove_content',
      decisionNotes: 'Licence shown',
      decidedBy: 'admin-2',
    });
    const [events] = queue.written;
    expect(events.map((event) => event.type)).toEqual(['audit.log', 'report.appeal_decided']);
    expect(events[0].actorId).toBe('admin-2');
    expect(events[0].data).toMatchObject({
      action: 'user.appeal_decided',
      userId: 'creator-1',
      reason: 'Licence shown',
      after: { appeal: 'overturned' },
      ipAddress: '203.0.113.7',
    });
    expect(events[1].data).toMatchObject({
      reportId: 'evt-1',
      creatorId: 'creator-1',
      decision: 'overturn',
      action: 'remove_content',
    });
  });

  it('undoes what each action did', async () => {
    const message = setUp(
      appealed('remove_message', { targetType: 'message', targetId: 'conv-1-2' }),
    );
    await message.useCase.execute('evt-1', moderator, 'overturn', '');
    expect(message.targets.calls).toEqual(['restoreMessage conv-1-2']);

    const ban = setUp(appealed('ban_user', { targetType: 'user', targetId: 'creator-1' }));
    await ban.useCase.execute('evt-1', moderator, 'overturn', '');
    expect(ban.targets.statuses).toEqual([
      { userId: 'creator-1', status: 'active', reason: 'Appeal accepted' },
    ]);
  });

  it('upholds without touching the target, and decides once', async () => {
    const { targets, useCase } = setUp(appealed('remove_content'));
    expect(await useCase.execute('evt-1', moderator, 'uphold', 'Still not yours')).toMatchObject({
      status: 'upheld',
    });
    expect(targets.calls).toEqual([]);
    await expect(useCase.execute('evt-1', moderator, 'overturn', '')).rejects.toMatchObject({
      status: 409,
    });
  });

  it('leaves the appeal pending when the undo fails, and answers 404 without an appeal', async () => {
    const { queue, targets, useCase } = setUp(appealed('remove_content'));
    targets.failing = true;
    await expect(useCase.execute('evt-1', moderator, 'overturn', '')).rejects.toThrow();
    expect(queue.items.get('evt-1')?.appeal?.status).toBe('pending');
    const none = setUp(appealed('remove_content', { appeal: null }));
    await expect(none.useCase.execute('evt-1', moderator, 'uphold', '')).rejects.toMatchObject({
      status: 404,
    });
  });
});
