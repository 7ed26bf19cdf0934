import { createHash, randomUUID } from 'node:crypto';
import { MAX_GROUP_PARTICIPANTS, type ParticipantRole } from '@tessera/contracts';
import type { Conversation } from './conversation.schema';

/** The same id for a pair whoever asks first, so a direct conversation exists once per pair. */
export function directConversationId(a: string, b: string): string {
  const pair = [a, b].sort().join(' ');
  return createHash('sha256').update(`direct ${pair}`).digest('hex').slice(0, 32);
}

/**
 * The one id a user's support request has, so a user has a single one however many requests (or
 * concurrent ones) they send: the second insert of the id fails on the primary key.
 */
export function supportConversationId(userId: string): string {
  return createHash('sha256').update(`support ${userId}`).digest('hex').slice(0, 32);
}

function idFor(type: Conversation['type'], ownerId: string, memberIds: readonly string[]): string {
  if (type === 'direct') return directConversationId(ownerId, memberIds[0]);
  if (type === 'support') return supportConversationId(ownerId);
  return randomUUID().replace(/-/g, '');
}

export interface NewConversationInput {
  type: Conversation['type'];
  ownerId: string;
  memberIds: readonly string[];
  /** The role the others join with; members unless said otherwise (support staff are admins). */
  memberRole?: ParticipantRole;
  name?: string;
  description?: string;
  now: Date;
}

/**
 * A conversation as first stored: the starter owns it, the others are members, nothing is read
 * yet, and the default settings apply (two participants for a direct one). Direct and support
 * conversations have ids derived from who takes part, so each exists once.
 */
export function newConversation(input: NewConversationInput): Conversation {
  const { type, ownerId, memberIds, now } = input;
  const participants: Conversation['participants'] = {
    [ownerId]: { role: 'owner', joinedAt: now, isActive: true },
  };
  for (const id of memberIds)
    participants[id] ??= { role: input.memberRole ?? 'member', joinedAt: now, isActive: true };
  return {
    _id: idFor(type, ownerId, memberIds),
    type,
    name: input.name ?? '',
    description: input.description ?? '',
    avatar: '',
    creatorId: ownerId,
    participants,
    seq: 0,
    lastMessageAt: null,
    reads: {},
    readAt: {},
    delivered: {},
    settings: {
      isEncrypted: false,
      allowFileSharing: true,
      allowVoiceMessages: true,
      maxParticipants: type === 'direct' ? 2 : MAX_GROUP_PARTICIPANTS,
      moderationEnabled: false,
      wordFilter: [],
    },
    createdAt: now,
  };
}
