import { Injectable } from '@nestjs/common';
import type { MessageDto } from '@tessera/contracts';
import { AttachmentViews } from '../attachments/attachment-views';
import { MessageUnlocksRepository } from './message-unlocks.repository';
import type { Message } from './message.schema';
import { type ConversationMarks, toMessageDto } from './message-view';

export interface PresentedMessage {
  message: Message;
  conversation: ConversationMarks;
}

/**
 * Messages as one viewer sees them: attachments behind signed URLs, and a pay-per-view message
 * locked (blurred preview only) for every recipient who has not bought it. Its sender always
 * sees it whole.
 */
@Injectable()
export class MessagePresenter {
  constructor(
    private readonly views: AttachmentViews,
    private readonly unlocks: MessageUnlocksRepository,
  ) {}

  async present(viewerId: string, entries: readonly PresentedMessage[]): Promise<MessageDto[]> {
    const priced = entries
      .map(({ message }) => message)
      .filter((message) => isPricedFor(message, viewerId))
      .map((message) => message._id);
    const unlocked = await this.unlocks.unlockedBy(viewerId, priced);
    return Promise.all(
      entries.map(async ({ message, conversation }) => {
        const locked = isPricedFor(message, viewerId) && !unlocked.has(message._id);
        const attachments = await this.views.render(message.attachments ?? [], locked);
        return toMessageDto(message, conversation, { locked, attachments });
      }),
    );
  }

  async presentOne(
    viewerId: string,
    message: Message,
    conversation: ConversationMarks,
  ): Promise<MessageDto> {
    const [dto] = await this.present(viewerId, [{ message, conversation }]);
    return dto;
  }
}

function isPricedFor(message: Message, viewerId: string): boolean {
  return message.priceCents !== null && message.priceCents > 0 && message.senderId !== viewerId;
}
