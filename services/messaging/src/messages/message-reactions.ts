import type { MessageDto } from '@tessera/contracts';
import type { StoredReaction } from './message.schema';

const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Where one user's emoji is kept on a message: a field name, so the same user and emoji can only
 * be there once however often or concurrently it is added. The emoji is spelled as code points,
 * since a field name may not hold every character an emoji can.
 */
export function reactionKey(userId: string, emoji: string): string {
  if (!PLAIN_ID.test(userId)) throw new Error(`user id '${userId}' is not a plain id`);
  const codePoints = [...emoji].map((character) => character.codePointAt(0)?.toString(16));
  return `${userId}|${codePoints.join('-')}`;
}

/** The reactions in the order they were left. */
export function reactionsOf(
  stored: Record<string, StoredReaction> | undefined,
): MessageDto['reactions'] {
  return Object.entries(stored ?? {})
    .map(([id, reaction]) => ({
      id,
      userId: reaction.userId,
      emoji: reaction.emoji,
      createdAt: new Date(reaction.createdAt).toISOString(),
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
