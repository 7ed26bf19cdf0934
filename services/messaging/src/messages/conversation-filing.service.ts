import { Injectable } from '@nestjs/common';
import {
  type ConversationDto,
  type ConversationPreferencesRequest,
  MAX_PINNED_CONVERSATIONS,
} from '@tessera/contracts';
import { badRequest } from '@tessera/platform';
import { ConversationAccess, participantOf } from '../conversations/conversation-access';
import { ConversationsRepository, type Filing } from '../conversations/conversations.repository';
import { ConversationsService } from './conversations.service';

const FILINGS: Record<keyof ConversationPreferencesRequest, Filing> = {
  isArchived: 'archivedBy',
  isMuted: 'mutedBy',
  isPinned: 'pinnedBy',
};

/**
 * What one participant does with a conversation for themselves: archive, mute or pin it, and keep
 * a draft of what they have not sent yet. Nobody else sees any of it.
 */
@Injectable()
export class ConversationFilingService {
  constructor(
    private readonly access: ConversationAccess,
    private readonly conversations: ConversationsRepository,
    private readonly listing: ConversationsService,
  ) {}

  /** Applies the changes given; repeating one is harmless. */
  async setPreferences(
    userId: string,
    conversationId: string,
    changes: ConversationPreferencesRequest,
  ): Promise<ConversationDto> {
    const conversation = await this.access.load(conversationId, userId);
    const now = new Date();
    if (changes.isPinned && !conversation.pinnedBy?.[userId]) await this.requirePinRoom(userId);
    for (const [name, filing] of Object.entries(FILINGS)) {
      const wanted = changes[name as keyof ConversationPreferencesRequest];
      if (wanted === undefined || wanted === Boolean(conversation[filing]?.[userId])) continue;
      await this.conversations.setFiling(conversation._id, userId, filing, wanted ? now : null);
    }
    return this.listing.get(userId, conversationId);
  }

  /** Keeps the text; text that is only whitespace discards the draft. */
  async saveDraft(
    userId: string,
    conversationId: string,
    content: string,
  ): Promise<ConversationDto> {
    const conversation = await this.access.load(conversationId, userId);
    const draft = content.trim() ? { content, lastModified: new Date() } : null;
    await this.conversations.saveDraft(conversation._id, userId, draft);
    return this.listing.get(userId, conversationId);
  }

  async discardDraft(userId: string, conversationId: string): Promise<ConversationDto> {
    const conversation = await this.access.load(conversationId, userId);
    if (conversation.drafts?.[userId]) {
      await this.conversations.saveDraft(conversation._id, userId, null);
    }
    return this.listing.get(userId, conversationId);
  }

  private async requirePinRoom(userId: string): Promise<void> {
    const ids = await this.conversations.inboxOf(userId);
    const pinned = (await this.conversations.findMany(ids)).filter(
      (conversation) => participantOf(conversation, userId) && conversation.pinnedBy?.[userId],
    );
    if (pinned.length >= MAX_PINNED_CONVERSATIONS) {
      throw badRequest(`At most ${MAX_PINNED_CONVERSATIONS} conversations can be pinned`);
    }
  }
}
