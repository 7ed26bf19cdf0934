import { Injectable } from '@nestjs/common';
import type { ConversationChangedEventDto, ConversationRemovedEventDto } from '@tessera/contracts';
import { LiveEvents } from '../realtime/live-events.service';
import { activeParticipantIds } from './conversation-view';
import { ConversationsRepository } from './conversations.repository';

export type GroupChange = ConversationChangedEventDto['change'];

/**
 * Tells a group's members, live, that its details or members changed, so every open messages
 * screen reads it again. The members are read after the change: someone added hears of it, and
 * someone removed or gone is told only that they are out (`conversation:removed`). Events go to
 * the active members of each moment, so a member who is out receives nothing more of the group.
 */
@Injectable()
export class GroupChangeEvents {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly live: LiveEvents,
  ) {}

  async changed(
    conversationId: string,
    change: GroupChange,
    userId: string,
    byUserId: string,
  ): Promise<void> {
    const conversation = await this.conversations.find(conversationId);
    if (!conversation) return;
    const at = new Date().toISOString();
    const event: ConversationChangedEventDto = { conversationId, change, userId, byUserId, at };
    this.live.toUsers(activeParticipantIds(conversation), 'conversation:changed', event);
    if (change === 'member_removed' || change === 'member_left') {
      const out: ConversationRemovedEventDto = {
        conversationId,
        reason: change === 'member_left' ? 'left' : 'removed',
        at,
      };
      this.live.toUsers([userId], 'conversation:removed', out);
    }
  }
}
