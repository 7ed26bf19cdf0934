import { Inject, Injectable } from '@nestjs/common';
import type { QueueItemDto } from '@tessera/contracts';
import { conflict, notFound } from '@tessera/platform';
import { type Moderator, queueAudit } from './moderator';
import { toQueueItemDto } from './queue-item.mapper';
import { ReportQueueRepository } from './report-queue.repository';

export const REPORT_NOT_FOUND = 'Report not found';
export const ALREADY_RESOLVED = 'This report has been resolved already';

type Queue = Pick<ReportQueueRepository, 'find' | 'claim'>;

/** An admin takes an item, or hands it to another admin; audited as `report.claimed`. */
@Injectable()
export class ClaimReportUseCase {
  constructor(@Inject(ReportQueueRepository) private readonly queue: Queue) {}

  async execute(id: string, moderator: Moderator, assigneeId?: string): Promise<QueueItemDto> {
    const item = await this.queue.find(id);
    if (!item) throw notFound(REPORT_NOT_FOUND);
    if (item.status === 'resolved') throw conflict(ALREADY_RESOLVED);
    const assignee = assigneeId ?? moderator.id;
    const audit = queueAudit('report.claimed', item, moderator, {
      before: { status: item.status, assigneeId: item.assigneeId },
      after: { status: 'claimed', assigneeId: assignee },
    });
    const claimed = await this.queue.claim(id, assignee, [audit]);
    if (!claimed) throw conflict(ALREADY_RESOLVED);
    return toQueueItemDto(claimed);
  }
}
