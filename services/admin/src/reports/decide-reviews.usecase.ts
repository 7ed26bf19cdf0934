import { randomUUID } from 'node:crypto';
import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { BulkReviewResultDto, ReviewAction } from '@tessera/contracts';
import { ModerationTargetsPort } from './moderation-targets';
import { type Moderator, queueAudit } from './moderator';
import type { QueueItem } from './queue-item.schema';
import { ReportQueueRepository } from './report-queue.repository';

type Queue = Pick<ReportQueueRepository, 'openReviewsOf' | 'resolve' | 'addResolved'>;

/**
 * Approves, rejects (with notes for the creator) or deletes posts awaiting review, one post at a
 * time through content's internal routes; each decision resolves the post's review in the queue
 * and is audited as `content.moderated`. One post's failure is reported and the others go on.
 */
@Injectable()
export class DecideReviewsUseCase {
  constructor(
    @Inject(ReportQueueRepository) private readonly queue: Queue,
    private readonly targets: ModerationTargetsPort,
  ) {}

  async execute(
    moderator: Moderator,
    postIds: readonly string[],
    action: ReviewAction,
    notes: string,
  ): Promise<BulkReviewResultDto> {
    const unique = [...new Set(postIds)];
    const open = new Map(
      (await this.queue.openReviewsOf(unique)).map((item) => [item.targetId, item]),
    );
    const results: BulkReviewResultDto['results'] = [];
    for (const postId of unique) {
      try {
        await this.decideOne(moderator, postId, open.get(postId) ?? null, action, notes);
        results.push({ postId, ok: true });
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        results.push({ postId, ok: false, error: error.message });
      }
    }
    return { results };
  }

  private async decideOne(
    moderator: Moderator,
    postId: string,
    review: QueueItem | null,
    action: ReviewAction,
    notes: string,
  ): Promise<void> {
    const post =
      action === 'delete'
        ? await this.targets.removePost(postId, notes, moderator.id)
        : await this.targets.decideReview(postId, action, notes, moderator.id);
    const resolution = { action, notes, resolvedBy: moderator.id, resolvedAt: new Date() };
    const item = review ?? {
      _id: randomUUID(),
      kind: 'review' as const,
      targetType: 'post' as const,
      targetId: postId,
      creatorId: post.creatorId,
      reason: 'awaiting_review' as const,
      status: 'open' as const,
    };
    const audit = queueAudit('content.moderated', item, moderator, {
      reason: notes,
      before: { status: 'pending' },
      after: { status: post.status, removed: post.removed, action },
    });
    // A review whose event has not arrived (or never will) is recorded as decided all the same.
    if (review) await this.queue.resolve(review._id, resolution, [audit]);
    else
      await this.queue.addResolved(
        { ...item, description: '', reporterId: null, createdAt: resolution.resolvedAt },
        resolution,
        [audit],
      );
  }
}
