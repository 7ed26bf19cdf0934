import { Injectable } from '@nestjs/common';
import type { MessageDto } from '@tessera/contracts';
import type { Conversation } from '../conversations/conversation.schema';
import { activeParticipantIds } from '../conversations/conversation-view';
import { LiveEvents } from '../realtime/live-events.service';
import type { Message } from './message.schema';
import { MessagePresenter } from './message-presenter';

/** Shows the participants a message that changed (an edit, a reaction) as each of them sees it. */
@Injectable()
export class MessageUpdates {
  constructor(
    private readonly presenter: MessagePresenter,
    private readonly live: LiveEvents,
  ) {}

  /** Sends `message:updated` to every active participant and answers with `viewerId`'s view. */
  async announce(
    conversation: Conversation,
    message: Message,
    viewerId: string,
  ): Promise<MessageDto> {
    const participants = activeParticipantIds(conversation);
    if (!message.priceCents) {
      // A free message looks the same to everyone: one view for all.
      const view = await this.presenter.presentOne(viewerId, message, conversation);
      this.live.toUsers(participants, 'message:updated', view);
      return view;
    }
    // A priced one is locked or open depending on who looks.
    const views = await Promise.all(
      participants.map(async (participantId) => {
        const view = await this.presenter.presentOne(participantId, message, conversation);
        this.live.toUsers([participantId], 'message:updated', view);
        return [participantId, view] as const;
      }),
    );
    return (
      new Map(views).get(viewerId) ??
      (await this.presenter.presentOne(viewerId, message, conversation))
    );
  }
}
