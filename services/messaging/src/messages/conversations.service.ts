import { Injectable } from '@nestjs/common';
import {
  type AddParticipantRequest,
  type ConversationDto,
  type ConversationsQuery,
  type CreateConversationRequest,
  type UpdateConversationRequest,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '@tessera/platform';
import {
  ConversationAccess,
  participantOf,
  requirePermission,
} from '../conversations/conversation-access';
import { compareForList, isHiddenFor, toConversationDto } from '../conversations/conversation-view';
import type { Conversation } from '../conversations/conversation.schema';
import { GroupChangeEvents } from '../conversations/group-change-events';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { directConversationId, newConversation } from '../conversations/new-conversation';
import { MessagingUsersRepository } from '../users/messaging-users.repository';
import { messageId } from './message-ids';
import { MessagePresenter } from './message-presenter';
import { MessagesRepository } from './messages.repository';
import { MessagingChecks } from './messaging-checks';

/** Conversations: starting them, listing them, their details and their participants. */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly access: ConversationAccess,
    private readonly checks: MessagingChecks,
    private readonly users: MessagingUsersRepository,
    private readonly presenter: MessagePresenter,
    private readonly groupChanges: GroupChangeEvents,
  ) {}

  /**
   * A direct conversation is returned as it is when the pair has one (201 only when created); a
   * new conversation runs the messaging checks and counts against the starter's daily limit.
   */
  async create(
    user: AuthenticatedUser,
    input: CreateConversationRequest,
  ): Promise<{ conversation: ConversationDto; created: boolean }> {
    const now = new Date();
    const others =
      input.type === 'direct'
        ? [input.participantId]
        : [...new Set(input.participantIds)].filter((id) => id !== user.id);
    if (input.type === 'group' && others.length === 0) {
      throw badRequest('A group needs at least one other participant');
    }
    if (input.type === 'direct') {
      const existing = await this.conversations.find(directConversationId(user.id, others[0]));
      if (existing && participantOf(existing, user.id)) {
        if (existing.hiddenBy?.[user.id]) await this.conversations.unhideFor(existing._id, user.id);
        return { conversation: await this.view(existing, user.id), created: false };
      }
    }
    await this.requireKnownUsers(others.filter((id) => id !== user.id));
    await this.checks.checkStart(user, others, now);
    const conversation = newConversation({
      type: input.type,
      ownerId: user.id,
      memberIds: others,
      name: input.type === 'group' ? input.name : '',
      description: input.type === 'group' ? (input.description ?? '') : '',
      now,
    });
    const stored = await this.conversations.create(conversation);
    await this.conversations.addToInboxes(
      Object.keys(stored.conversation.participants),
      stored.conversation._id,
    );
    return { conversation: await this.view(stored.conversation, user.id), created: stored.created };
  }

  /**
   * The viewer's conversations, pinned ones first and then the most recently active, with unread
   * counts; `archived` keeps only the archived ones (true) or the others (false). One the viewer
   * deleted stays out until a newer message arrives.
   */
  async list(userId: string, query: ConversationsQuery = {}): Promise<ConversationDto[]> {
    const ids = await this.conversations.inboxOf(userId);
    const found = (await this.conversations.findMany(ids)).filter(
      (conversation) =>
        participantOf(conversation, userId) &&
        !isHiddenFor(conversation, userId) &&
        (query.archived === undefined ||
          Boolean(conversation.archivedBy?.[userId]) === query.archived),
    );
    const lastIds = found
      .filter((c) => hasVisibleMessages(c, userId))
      .map((c) => messageId(c._id, c.seq));
    const last = new Map(
      (await this.messages.findMany(lastIds)).map((message) => [message.conversationId, message]),
    );
    const sorted = found.sort(compareForList(userId));
    const withLast = sorted.flatMap((conversation) => {
      const message = last.get(conversation._id);
      return message ? [{ message, conversation }] : [];
    });
    const presented = new Map(
      (await this.presenter.present(userId, withLast)).map((dto) => [dto.conversationId, dto]),
    );
    return sorted.map((conversation) =>
      toConversationDto(conversation, userId, presented.get(conversation._id) ?? null),
    );
  }

  async get(userId: string, conversationId: string): Promise<ConversationDto> {
    return this.view(await this.access.load(conversationId, userId), userId);
  }

  async update(
    userId: string,
    conversationId: string,
    changes: UpdateConversationRequest,
  ): Promise<ConversationDto> {
    const conversation = await this.access.load(conversationId, userId);
    requirePermission(conversation, userId, 'canEditConversation');
    if (conversation.type === 'direct') {
      throw badRequest('A direct conversation has no name or description to change');
    }
    await this.conversations.updateInfo(conversation._id, changes);
    await this.groupChanges.changed(conversation._id, 'details_changed', userId, userId);
    return this.get(userId, conversationId);
  }

  /**
   * Adding someone is starting a conversation with them, as a new group with them would be: the
   * messaging checks run against them, and the add counts as one of the adder's conversations of
   * the day (an admin bypasses both, as when starting one).
   */
  async addParticipant(
    user: AuthenticatedUser,
    conversationId: string,
    input: AddParticipantRequest,
  ): Promise<ConversationDto> {
    const userId = user.id;
    const conversation = await this.access.load(conversationId, userId);
    requirePermission(conversation, userId, 'canAddParticipants');
    if (conversation.type === 'direct') {
      throw badRequest('A direct conversation has exactly two participants');
    }
    if (participantOf(conversation, input.userId)) {
      throw conflict('This user already takes part in the conversation');
    }
    const active = Object.values(conversation.participants).filter((p) => p.isActive).length;
    if (active >= conversation.settings.maxParticipants) {
      throw badRequest(`A group holds at most ${conversation.settings.maxParticipants} people`);
    }
    await this.requireKnownUsers([input.userId]);
    const now = new Date();
    await this.checks.checkStart(user, [input.userId], now);
    await this.conversations.setParticipant(conversation._id, input.userId, {
      role: input.role,
      joinedAt: now,
      isActive: true,
    });
    await this.conversations.addToInboxes([input.userId], conversation._id);
    await this.groupChanges.changed(conversation._id, 'member_added', input.userId, userId);
    return this.get(userId, conversationId);
  }

  /** Anyone may leave; removing someone else needs the permission. The owner stays. */
  async removeParticipant(
    userId: string,
    conversationId: string,
    participantId: string,
  ): Promise<ConversationDto | null> {
    const conversation = await this.access.load(conversationId, userId);
    if (participantId !== userId) requirePermission(conversation, userId, 'canRemoveParticipants');
    const participant = participantOf(conversation, participantId);
    if (!participant) throw notFound('Participant not found');
    if (participant.role === 'owner') throw forbidden('The owner cannot be removed');
    if (conversation.type === 'direct') {
      throw badRequest('A direct conversation has exactly two participants');
    }
    if (
      participant.role === 'admin' &&
      conversation.participants[userId]?.role !== 'owner' &&
      participantId !== userId
    ) {
      throw forbidden('Only the owner can remove an admin');
    }
    await this.conversations.setParticipant(conversation._id, participantId, {
      ...participant,
      isActive: false,
    });
    await this.conversations.removeFromInbox(participantId, conversation._id);
    const left = participantId === userId;
    await this.groupChanges.changed(
      conversation._id,
      left ? 'member_left' : 'member_removed',
      participantId,
      userId,
    );
    return left ? null : this.get(userId, conversationId);
  }

  private async view(conversation: Conversation, viewerId: string): Promise<ConversationDto> {
    const last = hasVisibleMessages(conversation, viewerId)
      ? await this.messages.find(messageId(conversation._id, conversation.seq))
      : null;
    return toConversationDto(
      conversation,
      viewerId,
      last ? await this.presenter.presentOne(viewerId, last, conversation) : null,
    );
  }

  /** Users arrive by auth's events; one not known (yet) cannot be added. */
  private async requireKnownUsers(ids: readonly string[]): Promise<void> {
    const known = await this.users.findMany(ids);
    const missing = ids.find((id) => !known.has(id));
    if (missing) throw notFound(`User ${missing} not found`);
  }
}

/** Messages after whatever the viewer deleted: the history they still have. */
function hasVisibleMessages(conversation: Conversation, viewerId: string): boolean {
  return conversation.seq > (conversation.clearedBy?.[viewerId] ?? 0);
}
