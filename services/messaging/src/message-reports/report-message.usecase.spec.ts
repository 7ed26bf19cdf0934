import type { EventEnvelope } from '@tessera/contracts';
import { notFound } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../conversations/conversation.schema';
import type { Message } from '../messages/message.schema';
import type { MessageReport } from './message-report.schema';
import { ReportMessageUseCase } from './report-message.usecase';

class InMemoryReports {
  readonly stored = new Map<string, { report: MessageReport; events: EventEnvelope[] }>();

  async addOnce(report: MessageReport, events: EventEnvelope[]) {
    if (this.stored.has(report._id)) return false;
    this.stored.set(report._id, { report, events });
    return true;
  }
}

const sentAt = new Date('2026-11-26T09:00:00Z');

function message(overrides: Partial<Message> = {}): Message {
  return {
    _id: 'conv-1-3',
    conversationId: 'conv-1',
    seq: 3,
    senderId: 'creator-1',
    content: 'Pay me or else',
    type: 'text',
    attachments: [{ id: 'media-9' } as Message['attachments'][number]],
    priceCents: null,
    clientMessageId: null,
    editedAt: null,
    deletedAt: null,
    createdAt: sentAt,
    ...overrides,
  };
}

/** Participants of conv-1: creator-1 and fan-1; anyone else gets the 404 MessageAccess gives. */
function setUp(stored = message()) {
  const access = {
    load: async (userId: string) => {
      if (!['creator-1', 'fan-1'].includes(userId)) throw notFound('Message not found');
      return { message: stored, conversation: {} as Conversation };
    },
  };
  const reports = new InMemoryReports();
  return { reports, useCase: new ReportMessageUseCase(access, reports) };
}

describe('ReportMessageUseCase', () => {
  it('keeps the text and media ids in the report and its event', async () => {
    const { reports, useCase } = setUp();
    const { reportId } = await useCase.execute('fan-1', 'conv-1-3', 'harassment', 'Threat');

    const evidence = {
      conversationId: 'conv-1',
      text: 'Pay me or else',
      mediaIds: ['media-9'],
      sentAt: sentAt.toISOString(),
    };
    const stored = reports.stored.get(reportId);
    expect(stored?.report).toMatchObject({ senderId: 'creator-1', evidence });
    expect(stored?.events[0]).toMatchObject({
      type: 'report.submitted',
      data: {
        targetType: 'message',
        targetId: 'conv-1-3',
        accusedId: 'creator-1',
        reporterId: 'fan-1',
        evidence,
      },
    });
  });

  it('refuses the same report twice (409), one own message (400) and outsiders (404)', async () => {
    const { reports, useCase } = setUp();
    await useCase.execute('fan-1', 'conv-1-3', 'spam', '');
    await expect(useCase.execute('fan-1', 'conv-1-3', 'spam', '')).rejects.toMatchObject({
      status: 409,
    });
    await expect(useCase.execute('creator-1', 'conv-1-3', 'spam', '')).rejects.toMatchObject({
      status: 400,
    });
    await expect(useCase.execute('stranger', 'conv-1-3', 'spam', '')).rejects.toMatchObject({
      status: 404,
    });
    expect(reports.stored.size).toBe(1);
  });

  it('refuses a message already deleted', async () => {
    const { useCase } = setUp(message({ deletedAt: new Date(), content: 'deleted' }));
    await expect(useCase.execute('fan-1', 'conv-1-3', 'spam', '')).rejects.toMatchObject({
      status: 400,
    });
  });
});
