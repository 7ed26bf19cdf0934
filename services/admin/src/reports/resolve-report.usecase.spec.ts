import type { EventEnvelope } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { Moderator } from './moderator';
import type { QueueItem, QueueResolution } from './queue-item.schema';
import { RecordingTargets } from './recording-targets.spec-support';
import { ResolveReportUseCase } from './resolve-report.usecase';

class InMemoryQueue {
  readonly items = new Map<string, QueueItem>();
  readonly written: EventEnvelope[][] = [];

  async find(id: string) {
    return this.items.get(id) ?? null;
  }

  async resolve(id: string, resolution: QueueResolution, events: EventEnvelope[]) {
    const item = this.items.get(id);
    if (!item || item.status === 'resolved') return null;
    const resolved = { ...item, status: 'resolved' as const, resolution };
    this.items.set(id, resolved);
    this.written.push(events);
    return resolved;
  }
}

const moderator: Moderator = {
  id: 'admin-1',
  context: { ipAddress: '203.0.113.9', userAgent: 'Firefox', requestId: 'req-1' },
};

function report(overrides: Partial<QueueItem> = {}): QueueItem {
  const createdAt = new Date('2026-11-20T10:00:00Z');
  return {
    _id: 'evt-1',
    kind: 'report',
    targetType: 'post',
    targetId: 'post-1',
    creatorId: 'creator-1',
    reason: 'non_consent',
    description: '',
    severity: 'critical',
    severityRank: 4,
    reporterId: 'fan-1',
    createdAt,
    dueAt: new Date(createdAt.getTime() + 7 * 86_400_000),
    status: 'claimed',
    assigneeId: 'admin-1',
    notes: [],
    resolution: null,
    appeal: null,
    evidence: null,
    ...overrides,
  };
}

function setUp(item = report()) {
  const queue = new InMemoryQueue();
  queue.items.set(item._id, item);
  const targets = new RecordingTargets();
  return { queue, targets, useCase: new ResolveReportUseCase(queue, targets) };
}

describe('ResolveReportUseCase', () => {
  it('removes the post, then resolves with the audit entries and the outcome event', async () => {
    const { queue, targets, useCase } = setUp();
    const resolved = await useCase.execute('evt-1', moderator, 'remove_content', 'No consent');

    expect(targets.calls).toEqual(['removePost post-1']);
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: { action: 'remove_content' },
    });
    const [events] = queue.written;
    expect(events.map((event) => event.type)).toEqual([
      'audit.log',
      'audit.log',
      'report.resolved',
    ]);
    expect(events[0].data).toMatchObject({
      action: 'report.resolved',
      userId: 'creator-1',
      reason: 'No consent',
      before: { status: 'claimed' },
      after: { status: 'resolved', action: 'remove_content' },
      ipAddress: '203.0.113.9',
      userAgent: 'Firefox',
    });
    expect(events[1].data).toMatchObject({ action: 'content.moderated' });
    expect(events[2].data).toMatchObject({
      reporterId: 'fan-1',
      creatorId: 'creator-1',
      contentId: 'post-1',
      action: 'remove_content',
      reason: 'No consent',
    });
  });

  it('leaves the item as it was when content cannot remove the post', async () => {
    const { queue, targets, useCase } = setUp();
    targets.failing = true;
    await expect(useCase.execute('evt-1', moderator, 'remove_content', 'x')).rejects.toThrow();
    expect(queue.items.get('evt-1')?.status).toBe('claimed');
    expect(queue.written).toHaveLength(0);
  });

  it('suspends the creator with the reason label when no notes are given', async () => {
    const { targets, useCase } = setUp();
    await useCase.execute('evt-1', moderator, 'suspend_creator', '');
    expect(targets.statuses).toEqual([
      { userId: 'creator-1', status: 'suspended', reason: 'Reported: Shared without consent' },
    ]);
  });

  it('refuses a second resolution, and a review resolved as a report', async () => {
    const { useCase } = setUp(report({ status: 'resolved' }));
    await expect(useCase.execute('evt-1', moderator, 'dismiss', '')).rejects.toMatchObject({
      status: 409,
    });
    const review = setUp(report({ kind: 'review', reason: 'awaiting_review' }));
    await expect(review.useCase.execute('evt-1', moderator, 'dismiss', '')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('takes only the actions that fit the target', async () => {
    const user = setUp(report({ targetType: 'user', targetId: 'creator-1' }));
    await expect(
      user.useCase.execute('evt-1', moderator, 'remove_content', 'x'),
    ).rejects.toMatchObject({ status: 400 });
    const post = setUp();
    await expect(post.useCase.execute('evt-1', moderator, 'ban_user', 'x')).rejects.toMatchObject({
      status: 400,
    });
    expect([...user.targets.calls, ...post.targets.calls]).toEqual([]);
  });

  it('removes a reported message through messaging and tells no post', async () => {
    const { queue, targets, useCase } = setUp(
      report({ _id: 'message:conv-1-4:fan-1', targetType: 'message', targetId: 'conv-1-4' }),
    );
    await useCase.execute('message:conv-1-4:fan-1', moderator, 'remove_message', 'Threats');

    expect(targets.calls).toEqual(['removeMessage conv-1-4']);
    const [events] = queue.written;
    expect(events.map((event) => event.type)).toEqual([
      'audit.log',
      'audit.log',
      'report.resolved',
    ]);
    expect(events[2].data).toMatchObject({
      targetType: 'message',
      targetId: 'conv-1-4',
      contentId: null,
      action: 'remove_message',
    });
  });

  it('bans a reported user through auth', async () => {
    const { targets, useCase } = setUp(report({ targetType: 'user', targetId: 'creator-1' }));
    await useCase.execute('evt-1', moderator, 'ban_user', 'Repeated threats');
    expect(targets.statuses).toEqual([
      { userId: 'creator-1', status: 'banned', reason: 'Repeated threats' },
    ]);
  });
});
