import type {
  ConversationDto,
  ConversationPreferencesRequest,
  ConversationListDto,
  MessageDto,
  MessagePageDto,
  ReadMarkDto,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

/** A message as the composer sends it: text, uploads by id, and a price for pay-per-view. */
export interface SendMessageBody {
  content: string;
  clientMessageId: string;
  type?: 'text' | 'image' | 'video';
  attachments?: { mediaId: string }[];
  priceCents?: number;
}

const conversation = (id: string) => `/messages/conversations/${encodeURIComponent(id)}`;

function pageQuery(before: string | null, limit?: number): string {
  const search = new URLSearchParams();
  if (before) search.set('before', before);
  if (limit !== undefined) search.set('limit', String(limit));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const messagesApi = {
  conversations: () => apiRequest<ConversationListDto>('/messages/conversations'),
  /** Opens the direct conversation with someone, creating it the first time. */
  startDirect: (participantId: string) =>
    apiRequest<ConversationDto>('/messages/conversations', {
      method: 'POST',
      body: { type: 'direct', participantId },
    }),
  /** A request to the platform's staff, who join it; `subject` names it. */
  startSupport: (subject: string, topic: string) =>
    apiRequest<ConversationDto>('/messages/conversations', {
      method: 'POST',
      body: { type: 'support', name: subject, description: topic },
    }),
  /** A page of a conversation's messages, oldest first; `before` pages back from a message. */
  messages: (conversationId: string, before: string | null, limit?: number) =>
    apiRequest<MessagePageDto>(
      `${conversation(conversationId)}/messages${pageQuery(before, limit)}`,
    ),
  send: (conversationId: string, body: SendMessageBody) =>
    apiRequest<MessageDto>(`${conversation(conversationId)}/messages`, {
      method: 'POST',
      body,
    }),
  markRead: (conversationId: string, messageId?: string) =>
    apiRequest<ReadMarkDto>(`${conversation(conversationId)}/read`, {
      method: 'POST',
      body: messageId ? { messageId } : {},
    }),
  edit: (messageId: string, content: string) =>
    apiRequest<MessageDto>(`/messages/${encodeURIComponent(messageId)}`, {
      method: 'PUT',
      body: { content },
    }),
  remove: (messageId: string) =>
    apiRequest<MessageDto>(`/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' }),
  react: (messageId: string, emoji: string) =>
    apiRequest<MessageDto>(`/messages/${encodeURIComponent(messageId)}/reactions`, {
      method: 'POST',
      body: { emoji },
    }),
  unreact: (messageId: string, emoji: string) =>
    apiRequest<MessageDto>(
      `/messages/${encodeURIComponent(messageId)}/reactions/${encodeURIComponent(emoji)}`,
      { method: 'DELETE' },
    ),
  /** Keeps the user's unsent text in a conversation; empty text discards it. */
  saveDraft: (conversationId: string, content: string) =>
    apiRequest<ConversationDto>(`${conversation(conversationId)}/draft`, {
      method: 'PUT',
      body: { content },
    }),
  discardDraft: (conversationId: string) =>
    apiRequest<ConversationDto>(`${conversation(conversationId)}/draft`, { method: 'DELETE' }),
  /** Archives, mutes or pins a conversation for the user alone. */
  setPreferences: (conversationId: string, changes: ConversationPreferencesRequest) =>
    apiRequest<ConversationDto>(`${conversation(conversationId)}/preferences`, {
      method: 'PUT',
      body: changes,
    }),
};
