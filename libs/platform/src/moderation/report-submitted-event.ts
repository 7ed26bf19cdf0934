import type { EventInput, TypedEvent } from '@tessera/contracts';
import { buildEvent } from '../kafka/build-event';

/** What a service knows of a report it takes; the id and the moment are the same rule everywhere. */
export type ReportInput = Omit<EventInput<'report.submitted'>, 'reportId' | 'reportedAt'>;

export interface SubmittedReport {
  /** `<target>:<reporter>`: one report of a target per reporter, refused the second time. */
  reportId: string;
  reportedAt: Date;
  event: TypedEvent<'report.submitted'>;
}

/**
 * A report of an account or a message, with the `report.submitted` event that carries it to the
 * moderation queue. The owning service stores the report and the event in one write.
 */
export function submittedReport(producer: string, report: ReportInput): SubmittedReport {
  const reportId = `${report.targetId}:${report.reporterId}`;
  const reportedAt = new Date();
  const event = buildEvent(
    'report.submitted',
    { ...report, reportId, reportedAt: reportedAt.toISOString() },
    { producer, key: report.targetId, actorId: report.reporterId },
  );
  return { reportId, reportedAt, event };
}
