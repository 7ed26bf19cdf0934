import {
  addReactionRequestSchema,
  conversationPreferencesRequestSchema,
  conversationSchema,
  messageSchema,
  saveDraftRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';

const signedIn = { 401: 'Not signed in' };
const missing = { 404: 'Conversation not found, or not one the caller takes part in' };
const conversation = {
  description: 'The conversation as the caller sees it',
  data: conversationSchema,
};
const message = { description: 'The message with its reactions', data: messageSchema };

const operation = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag' | 'auth'>,
): OperationDoc => ({
  method,
  path: `/api/messages${path}`,
  summary,
  tag: 'messages',
  auth: true,
  ...rest,
});

/** Reactions, drafts and a participant's own archive, mute and pin. */
export const ORGANIZING_OPERATIONS: OperationDoc[] = [
  operation('post', '/{id}/reactions', 'React with an emoji (once per user and emoji)', {
    body: addReactionRequestSchema,
    responses: {
      200: message,
      ...signedIn,
      403: 'Not allowed to send messages in this conversation',
      404: 'Message not found',
    },
  }),
  operation('delete', '/{id}/reactions/{emoji}', 'Take back one’s reaction', {
    responses: { 200: message, ...signedIn, 404: 'Message not found' },
  }),
  operation('put', '/conversations/{id}/draft', 'Keep the caller’s unsent text (empty discards)', {
    body: saveDraftRequestSchema,
    responses: { 200: conversation, ...signedIn, ...missing },
  }),
  operation('delete', '/conversations/{id}/draft', 'Discard the caller’s draft', {
    responses: { 200: conversation, ...signedIn, ...missing },
  }),
  operation(
    'put',
    '/conversations/{id}/preferences',
    'Archive, mute (no notifications) or pin a conversation for the caller',
    {
      body: conversationPreferencesRequestSchema,
      responses: { 200: conversation, ...signedIn, ...missing },
    },
  ),
];
