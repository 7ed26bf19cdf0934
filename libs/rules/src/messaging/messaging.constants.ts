/** What a deleted message shows in place of its text (spec section 4). */
export const DELETED_MESSAGE_TEXT = 'This message was deleted';

/** Chat bubble colours (spec section 9). */
export const CHAT_COLORS = { sent: '#3B82F6', received: '#F3F4F6' } as const;
