import { describe, expect, it } from 'vitest';
import { ConversationMarksWriter } from './conversation-marks.writer';
import type { ConversationsRepository, MarksUpdate } from './conversations.repository';

function recordingRepository() {
  const writes: MarksUpdate[][] = [];
  let release: (() => void) | null = null;
  const repository = {
    writeMarks: async (updates: readonly MarksUpdate[]) => {
      writes.push(updates.map((update) => ({ ...update })));
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    },
  } as unknown as ConversationsRepository;
  return { repository, writes, release: () => release?.() };
}

describe('ConversationMarksWriter', () => {
  it('sends marks arriving during a write together afterwards, one update per conversation', async () => {
    const { repository, writes, release } = recordingRepository();
    const writer = new ConversationMarksWriter(repository);
    const at = new Date('2026-01-01T00:00:00Z');
    const first = writer.sent('c1', 'u1', 1, at);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [
      writer.delivered('c1', 'u2', 1),
      writer.sent('c1', 'u1', 3, at),
      writer.delivered('c1', 'u2', 2),
      writer.delivered('c2', 'u3', 7),
    ];
    release();
    await Promise.all([first, ...later]);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toEqual([
      {
        id: 'c1',
        max: { 'reads.u1': 1, 'delivered.u1': 1 },
        set: { 'readAt.u1': at },
        unset: ['drafts.u1'],
        waiters: expect.any(Array),
      },
    ]);
    expect(writes[1].map(({ id, max }) => ({ id, max }))).toEqual([
      { id: 'c1', max: { 'delivered.u2': 2, 'reads.u1': 3, 'delivered.u1': 3 } },
      { id: 'c2', max: { 'delivered.u3': 7 } },
    ]);
  });

  it('fails every mark of a write that failed', async () => {
    const repository = {
      writeMarks: async () => {
        throw new Error('database down');
      },
    } as unknown as ConversationsRepository;
    const writer = new ConversationMarksWriter(repository);
    await expect(writer.delivered('c1', 'u1', 1)).rejects.toThrow('database down');
  });
});
