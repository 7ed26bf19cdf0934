import { Controller, Get, UseGuards } from '@nestjs/common';
import { type AccountExportPart, accountExportPartSchema } from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  ValidParam,
  respond,
} from '@tessera/platform';
import { z } from 'zod';
import type { Message } from '../messages/message.schema';
import { MessagesRepository } from '../messages/messages.repository';

/** Messages in one export: enough for years of chatting, small enough to open. */
export const EXPORTED_MESSAGES_LIMIT = 5000;

const params = z.object({ userId: z.string().trim().min(1).max(64) });

/**
 * A message the account sent, as it reads now (an edit or deletion shows). Attachments are named,
 * not linked: their files are the conversation's, served to its members only.
 */
function exportedMessage(message: Message): Record<string, unknown> {
  return {
    id: message._id,
    conversationId: message.conversationId,
    type: message.type,
    content: message.content,
    attachments: message.attachments.map(({ id, type, name, size, mimeType }) => ({
      id,
      type,
      name,
      size,
      mimeType,
    })),
    priceCents: message.priceCents,
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
    createdAt: new Date(message.createdAt).toISOString(),
  };
}

/**
 * The messages the account sent, for its data export, which auth gathers: newest first, at most
 * `EXPORTED_MESSAGES_LIMIT`, with the total so the file says when it was cut. Others' messages
 * stay out: they are theirs. Served at `/internal/...` to holders of the internal token only.
 */
@OutsideApi()
@Controller('internal/account-export')
@UseGuards(InternalCallGuard)
export class AccountExportController {
  constructor(private readonly messages: MessagesRepository) {}

  @Get(':userId')
  @ApiOperation({
    summary: 'The messages the account sent, newest first, for its data export',
    params,
    responses: { 200: { description: '{ items, total, limit }', data: accountExportPartSchema } },
  })
  async export(@ValidParam('userId') userId: string) {
    const [messages, total] = await Promise.all([
      this.messages.newestOfSender(userId, EXPORTED_MESSAGES_LIMIT),
      this.messages.countOfSender(userId),
    ]);
    return respond<AccountExportPart>({
      items: messages.map(exportedMessage),
      total,
      limit: EXPORTED_MESSAGES_LIMIT,
    });
  }
}
