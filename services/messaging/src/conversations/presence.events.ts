import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { LiveEvents } from '../realtime/live-events.service';
import { participantOf } from './conversation-access';
import { activeParticipantIds } from './conversation-view';
import { ConversationsRepository } from './conversations.repository';

/**
 * Passes presence's status changes to the people the user has conversations with, as the socket
 * event `presence`. Sending a status again is harmless, so a redelivered event needs no record;
 * clients take the event as a cue and read the current status from the online-status API.
 */
@Controller()
export class PresenceEvents {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly live: LiveEvents,
  ) {}

  @ConsumeEvent('presence.changed')
  async onChanged(event: TypedEvent<'presence.changed'>): Promise<void> {
    const { userId, status, lastSeen } = event.data;
    const ids = await this.conversations.inboxOf(userId);
    const contacts = new Set<string>();
    for (const conversation of await this.conversations.findMany(ids)) {
      if (!participantOf(conversation, userId)) continue;
      for (const id of activeParticipantIds(conversation)) if (id !== userId) contacts.add(id);
    }
    this.live.toUsers([...contacts], 'presence', { userId, status, lastSeen });
  }
}
