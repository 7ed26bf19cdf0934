import { createHash, randomUUID } from 'node:crypto';
import { MAX_GROUP_PARTICIPANTS } from '@tessera/contracts';
import type { Conversation } from './conversation.schema';

/** The same id for a pair whoever asks first, so a direct conversation exists once per pair. */
export function directConversationId(a: string, b: string): string {
  const pair = [a, b].sort().join(' ');
  return createHash('sha256').update(`direct ${pair}`).digest('hex').slice(0, 32);
}

function idFor(
  type: NewConversationInput['type'],
  ownerId: string,
  memberIds: readonly string[],
): string {
  if (type === 'direct') return directConversationId(ownerId, memberIds[0]);
  return randomUUID().replace(/-/g, '');
}

export interface NewConversationInput {
  /** Support requests are no longer started here: users open support tickets instead. */
  type: Exclude<Conversation['type'], 'support'>;
  ownerId: string;
  memberIds: readonly string[];
  name?: string;
  description?: string;
  now: Date;
}

/**
 * A conversation as first stored: the starter owns it, the others are members, nothing is read
 * yet, and the default settings apply (two participants for a direct one). A direct conversation
 * has an id derived from the pair, so it exists once.
 */
export function newConversation(input: NewConversationInput): Conversation {
  const { type, ownerId, memberIds, now } = input;
  const participants: Conversation['participants'] = {
    [ownerId]: { role: 'owner', joinedAt: now, isActive: true },
  };
  for (const id of memberIds)
    participants[id] ??= { role: 'member', joinedAt: now, isActive: true };
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
