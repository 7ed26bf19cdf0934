import type {
  AddParticipantRequest,
  AddReactionRequestBody,
  ConversationDto,
  ConversationListDto,
  ConversationPreferencesRequestBody,
  CreateConversationRequestBody,
  EditMessageRequestBody,
  MarkReadRequestBody,
  MessageDto,
  MessagePageDto,
  MessagesQueryParams,
  ReadMarkDto,
  SaveDraftRequestBody,
  SendMessageRequestBody,
  SetConversationThemeRequestBody,
  UpdateConversationRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString } from './query-string';

const conversation = (id: string) => `/messages/conversations/${encodeURIComponent(id)}`;

export const messagesApi = {
  conversations: () => apiRequest<ConversationListDto>('/messages/conversations'),
  /** Opens the direct conversation with someone, creating it the first time. */
  startDirect: (participantId: string) =>
    apiRequest<ConversationDto, CreateConversationRequestBody>('/messages/conversations', {
      method: 'POST',
      body: { type: 'direct', participantId },
    }),
  /** Starts a group with its name and the other people in it; the caller owns it. */
  createGroup: (name: string, participantIds: string[]) =>
    apiRequest<ConversationDto, CreateConversationRequestBody>('/messages/conversations', {
      method: 'POST',
      body: { type: 'group', name, participantIds },
    }),
  /** Renames a group (its owner). */
  updateGroup: (conversationId: string, changes: UpdateConversationRequest) =>
    apiRequest<ConversationDto, UpdateConversationRequest>(conversation(conversationId), {
      method: 'PUT',
      body: changes,
    }),
  addParticipant: (conversationId: string, userId: string) =>
    apiRequest<ConversationDto, Pick<AddParticipantRequest, 'userId'>>(
      `${conversation(conversationId)}/participants`,
      { method: 'POST', body: { userId } },
    ),
  /** Removes someone; removing oneself leaves the group (data null). */
  removeParticipant: (conversationId: string, userId: string) =>
    apiRequest<ConversationDto | null>(
      `${conversation(conversationId)}/participants/${encodeURIComponent(userId)}`,
      { method: 'DELETE' },
    ),
  /** Deletes a conversation for the user alone, until someone writes there again. */
  deleteConversation: (conversationId: string) =>
    apiRequest<null>(conversation(conversationId), { method: 'DELETE' }),
  /** The user's chat theme for a conversation; null goes back to the app's colours. */
  setTheme: (conversationId: string, body: SetConversationThemeRequestBody) =>
    apiRequest<ConversationDto, SetConversationThemeRequestBody>(
      `${conversation(conversationId)}/theme`,
      { method: 'PUT', body },
    ),
  /** A page of a conversation's messages, oldest first; `before` pages back from a message. */
  messages: (conversationId: string, before: string | null, limit?: number) =>
    apiRequest<MessagePageDto>(
      `${conversation(conversationId)}/messages${queryString<MessagesQueryParams>({
        before: before ?? undefined,
        limit,
      })}`,
    ),
  send: (conversationId: string, body: SendMessageRequestBody) =>
    apiRequest<MessageDto, SendMessageRequestBody>(`${conversation(conversationId)}/messages`, {
      method: 'POST',
      body,
    }),
  markRead: (conversationId: string, messageId?: string) =>
    apiRequest<ReadMarkDto, MarkReadRequestBody>(`${conversation(conversationId)}/read`, {
      method: 'POST',
      body: messageId ? { messageId } : {},
    }),
  edit: (messageId: string, content: string) =>
    apiRequest<MessageDto, EditMessageRequestBody>(`/messages/${encodeURIComponent(messageId)}`, {
      method: 'PUT',
      body: { content },
    }),
  remove: (messageId: string) =>
    apiRequest<MessageDto>(`/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' }),
  react: (messageId: string, emoji: string) =>
    apiRequest<MessageDto, AddReactionRequestBody>(
      `/messages/${encodeURIComponent(messageId)}/reactions`,
      { method: 'POST', body: { emoji } },
    ),
  unreact: (messageId: string, emoji: string) =>
    apiRequest<MessageDto>(
      `/messages/${encodeURIComponent(messageId)}/reactions/${encodeURIComponent(emoji)}`,
      { method: 'DELETE' },
    ),
  /** Keeps the user's unsent text in a conversation; empty text discards it. */
  saveDraft: (conversationId: string, content: string) =>
    apiRequest<ConversationDto, SaveDraftRequestBody>(`${conversation(conversationId)}/draft`, {
      method: 'PUT',
      body: { content },
    }),
  discardDraft: (conversationId: string) =>
    apiRequest<ConversationDto>(`${conversation(conversationId)}/draft`, { method: 'DELETE' }),
  /** Archives, mutes or pins a conversation for the user alone. */
  setPreferences: (conversationId: string, changes: ConversationPreferencesRequestBody) =>
    apiRequest<ConversationDto, ConversationPreferencesRequestBody>(
      `${conversation(conversationId)}/preferences`,
      { method: 'PUT', body: changes },
    ),
};
