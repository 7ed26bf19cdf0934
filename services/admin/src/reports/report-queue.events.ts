import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type QueueReason, REPORT_REASONS, type TypedEvent } from '@tessera/contracts';
import { AdminEventListeners } from '../admin-events/admin-event-listeners';
import { ReportQueueRepository } from './report-queue.repository';

const isKnownReason = (reason: string): reason is QueueReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

/**
 * Fills the queue: each report of a post (`content.flagged`) and each post entering review
 * (`content.review_requested`) becomes one item whose id is the event's id; each report of a user
 * or a message (`report.submitted`, from auth or messaging) one item whose id is its report's.
 * A redelivered event adds nothing.
 */
@Injectable()
export class ReportQueueListeners implements OnModuleInit {
  constructor(
    private readonly listeners: AdminEventListeners,
    private readonly queue: ReportQueueRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.on('content.flagged', (event) => this.onFlagged(event));
    this.listeners.on('content.review_requested', (event) => this.onReviewRequested(event));
    this.listeners.on('report.submitted', (event) => this.onReportSubmitted(event));
  }

  async onReportSubmitted({ data }: TypedEvent<'report.submitted'>): Promise<void> {
    await this.queue.add({
      _id: `${data.targetType}:${data.reportId}`,
      kind: 'report',
      targetType: data.targetType,
      targetId: data.targetId,
      creatorId: data.accusedId,
      reason: isKnownReason(data.reason) ? data.reason : 'other',
      description: data.description,
      reporterId: data.reporterId,
      createdAt: new Date(data.reportedAt),
      evidence: data.evidence,
    });
  }

  async onFlagged({ id, data }: TypedEvent<'content.flagged'>): Promise<void> {
    await this.queue.add({
      _id: id,
      kind: 'report',
      targetType: data.targetType,
      targetId: data.contentId,
      creatorId: data.creatorId,
      // A reason from a newer content build than this one is still worked, as "other".
      reason: isKnownReason(data.reason) ? data.reason : 'other',
      description: data.description,
      reporterId: data.flaggedBy,
      createdAt: new Date(data.flaggedAt),
    });
  }

  async onReviewRequested({ id, data }: TypedEvent<'content.review_requested'>): Promise<void> {
    await this.queue.add({
      _id: id,
      kind: 'review',
      targetType: 'post',
      targetId: data.contentId,
      creatorId: data.creatorId,
      reason: 'awaiting_review',
      description: data.title,
      reporterId: null,
      createdAt: new Date(data.requestedAt),
    });
  }
}
