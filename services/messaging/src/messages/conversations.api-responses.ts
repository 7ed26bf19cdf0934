/** What a conversation route answers when the caller takes no part in the conversation. */
export const conversationNotFound = {
  404: 'Conversation not found, or not one the caller takes part in',
} as const;
