import { Inject, Injectable } from '@nestjs/common';
import type { QueueItemDto } from '@tessera/contracts';
import { notFound } from '@tessera/platform';
import { REPORT_NOT_FOUND } from './claim-report.usecase';
import { type Moderator, queueAudit } from './moderator';
import { toQueueItemDto } from './queue-item.mapper';
import { ReportQueueRepository } from './report-queue.repository';

type Queue = Pick<ReportQueueRepository, 'find' | 'addNote'>;

/** A moderator's note on an item, resolved or not, for the others; audited as `report.note_added`. */
@Injectable()
export class AddReportNoteUseCase {
  constructor(@Inject(ReportQueueRepository) private readonly queue: Queue) {}

  async execute(id: string, moderator: Moderator, body: string): Promise<QueueItemDto> {
    const item = await this.queue.find(id);
    if (!item) throw notFound(REPORT_NOT_FOUND);
    const note = { authorId: moderator.id, body, at: new Date() };
    const audit = queueAudit('report.note_added', item, moderator, {
      reason: body,
      before: { notes: item.notes.length },
      after: { notes: item.notes.length + 1 },
    });
    const noted = await this.queue.addNote(id, note, [audit]);
    if (!noted) throw notFound(REPORT_NOT_FOUND);
    return toQueueItemDto(noted);
  }
}
