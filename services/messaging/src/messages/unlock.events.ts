import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { LiveEvents } from '../realtime/live-events.service';
import { MessagePresenter } from './message-presenter';
import { MessageUnlocksRepository } from './message-unlocks.repository';
import { MessagesRepository } from './messages.repository';

/**
 * Opens a pay-per-view message for its buyer when billing reports the unlock paid (and locks it
 * again on a refund or dispute), then shows the buyer's clients the message as they now see it
 * and tells the creator of the sale.
 */
@Controller()
export class UnlockEvents {
  constructor(
    private readonly unlocks: MessageUnlocksRepository,
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsRepository,
    private readonly presenter: MessagePresenter,
    private readonly live: LiveEvents,
    private readonly notifications: NotificationsService,
  ) {}

  @ConsumeEvent('message.unlocked')
  async onUnlocked(event: TypedEvent<'message.unlocked'>): Promise<void> {
    const { id, data } = event;
    const outcome = await this.unlocks.apply(id, data.messageId, data.subscriberId, {
      revoked: data.revoked,
      changedAt: new Date(data.changedAt),
    });
    if (outcome !== 'applied') return;
    const message = await this.messages.find(data.messageId);
    const conversation = message && (await this.conversations.find(message.conversationId));
    if (!message || !conversation) return;
    const dto = await this.presenter.presentOne(data.subscriberId, message, conversation);
    this.live.toUsers([data.subscriberId], 'message:updated', dto);
    await this.notifications.notifyMessageUnlocked(event, message.conversationId);
  }
}
