import { Inject, Injectable } from '@nestjs/common';
import type { MessageEvidence, ReportReason } from '@tessera/contracts';
import { badRequest, conflict, submittedReport } from '@tessera/platform';
import { MessageAccess } from '../messages/message-access';
import { MessageReportsRepository } from './message-reports.repository';

const NO_SELF_REPORT = 'You cannot report your own message';
const MESSAGE_ALREADY_REPORTED =
  'You have already reported this message; our moderators will look at it';
const NOTHING_LEFT_TO_REPORT = 'This message was deleted; report its sender instead';

type Access = Pick<MessageAccess, 'load'>;
type Reports = Pick<MessageReportsRepository, 'addOnce'>;

/**
 * A participant of a conversation reports a message someone else sent in it (anyone else gets
 * the 404 of a message they cannot see). The report keeps the text and media ids as they are now,
 * and is stored with its `report.submitted` event; a second report of the same message by the
 * same user is refused.
 */
@Injectable()
export class ReportMessageUseCase {
  constructor(
    @Inject(MessageAccess) private readonly access: Access,
    @Inject(MessageReportsRepository) private readonly reports: Reports,
  ) {}

  async execute(
    reporterId: string,
    messageId: string,
    reason: ReportReason,
    description: string,
  ): Promise<{ reportId: string }> {
    const { message } = await this.access.load(reporterId, messageId);
    if (message.senderId === reporterId) throw badRequest(NO_SELF_REPORT);
    if (message.deletedAt) throw badRequest(NOTHING_LEFT_TO_REPORT);
    const evidence: MessageEvidence = {
      conversationId: message.conversationId,
      text: message.content,
      mediaIds: message.attachments.map((attachment) => attachment.id),
      sentAt: message.createdAt.toISOString(),
    };
    const { reportId, reportedAt, event } = submittedReport('messaging', {
      targetType: 'message',
      targetId: messageId,
      accusedId: message.senderId,
      reporterId,
      reason,
      description,
      evidence,
    });
    const added = await this.reports.addOnce(
      {
        _id: reportId,
        messageId,
        senderId: message.senderId,
        reporterId,
        reason,
        description,
        evidence,
        reportedAt,
      },
      [event],
    );
    if (!added) throw conflict(MESSAGE_ALREADY_REPORTED);
    return { reportId };
  }
}
