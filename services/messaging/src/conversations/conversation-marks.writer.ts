import { Injectable } from '@nestjs/common';
import { ConversationsRepository, type MarksUpdate, userField } from './conversations.repository';

interface PendingMarks extends MarksUpdate {
  waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
}

/**
 * Moves read and delivery marks forward for every send and every acknowledged delivery. Marks
 * that arrive while a write is under way wait for it and then go out together, one update per
 * conversation in one round trip: under load many sends share a write, alone each waits for
 * nothing. Every caller still learns when its own mark is stored.
 */
@Injectable()
export class ConversationMarksWriter {
  private pending = new Map<string, PendingMarks>();
  private writing = false;
  private scheduled = false;

  constructor(private readonly conversations: ConversationsRepository) {}

  /** The sender's read mark moves to their own message, and their draft there is spent. */
  sent(conversationId: string, userId: string, seq: number, at: Date): Promise<void> {
    return this.enqueue(conversationId, (marks) => {
      raise(marks, userField('reads', userId), seq);
      raise(marks, userField('delivered', userId), seq);
      marks.set[userField('readAt', userId)] = at;
      marks.unset.push(userField('drafts', userId));
    });
  }

  /** One of the user's clients received the conversation up to `seq`. */
  delivered(conversationId: string, userId: string, seq: number): Promise<void> {
    return this.enqueue(conversationId, (marks) => {
      raise(marks, userField('delivered', userId), seq);
    });
  }

  private enqueue(conversationId: string, change: (marks: PendingMarks) => void): Promise<void> {
    let marks = this.pending.get(conversationId);
    if (!marks) {
      marks = { id: conversationId, max: {}, set: {}, unset: [], waiters: [] };
      this.pending.set(conversationId, marks);
    }
    change(marks);
    const stored = new Promise<void>((resolve, reject) => marks.waiters.push({ resolve, reject }));
    this.schedule();
    return stored;
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return;
    this.scheduled = true;
    // Marks of the same turn of the event loop join the write.
    setImmediate(() => {
      this.scheduled = false;
      void this.write();
    });
  }

  private async write(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = true;
    try {
      await this.conversations.writeMarks(batch);
      for (const marks of batch) for (const waiter of marks.waiters) waiter.resolve();
    } catch (error) {
      for (const marks of batch) for (const waiter of marks.waiters) waiter.reject(error);
    } finally {
      this.writing = false;
      if (this.pending.size > 0) this.schedule();
    }
  }
}

function raise(marks: MarksUpdate, key: string, seq: number): void {
  marks.max[key] = Math.max(marks.max[key] ?? 0, seq);
}
