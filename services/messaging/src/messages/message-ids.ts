/** A message's id: its conversation's id and its number there. */
export function messageId(conversationId: string, seq: number): string {
  return `${conversationId}-${seq}`;
}

/** The parts of a message id, or null for anything that is not one. */
export function parseMessageId(id: string): { conversationId: string; seq: number } | null {
  const match = /^([A-Za-z0-9_]+)-([1-9][0-9]{0,12})$/.exec(id);
  return match ? { conversationId: match[1], seq: Number(match[2]) } : null;
}

/**
 * The ids of a page: `limit` numbers counting down from `top`, never down to `floor` (the last
 * number the viewer deleted, 0 for none).
 */
export function pageIds(conversationId: string, top: number, limit: number, floor = 0): string[] {
  const ids: string[] = [];
  for (let seq = top; seq > floor && ids.length < limit; seq -= 1) {
    ids.push(messageId(conversationId, seq));
  }
  return ids;
}
