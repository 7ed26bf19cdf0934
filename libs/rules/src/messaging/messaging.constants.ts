/** What a deleted message shows in place of its text (spec section 4). */
export const DELETED_MESSAGE_TEXT = 'This message was deleted';
