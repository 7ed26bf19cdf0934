import {
  addReactionRequestSchema,
  conversationPreferencesRequestSchema,
  conversationSchema,
  messageSchema,
  saveDraftRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { SIGNED_IN, signedInOperations } from './signed-in-operations';

const missing = { 404: 'Conversation not found, or not one the caller takes part in' };
const conversation = {
  description: 'The conversation as the caller sees it',
  data: conversationSchema,
};
const message = { description: 'The message with its reactions', data: messageSchema };

const operation = signedInOperations('/api/messages', 'messages');

/** Reactions, drafts and a participant's own archive, mute and pin. */
export const ORGANIZING_OPERATIONS: OperationDoc[] = [
  operation('post', '/{id}/reactions', 'React with an emoji (once per user and emoji)', {
    body: addReactionRequestSchema,
    responses: {
      200: message,
      ...SIGNED_IN,
      403: 'Not allowed to send messages in this conversation',
      404: 'Message not found',
    },
  }),
  operation('delete', '/{id}/reactions/{emoji}', 'Take back one’s reaction', {
    responses: { 200: message, ...SIGNED_IN, 404: 'Message not found' },
  }),
  operation('put', '/conversations/{id}/draft', 'Keep the caller’s unsent text (empty discards)', {
    body: saveDraftRequestSchema,
    responses: { 200: conversation, ...SIGNED_IN, ...missing },
  }),
  operation('delete', '/conversations/{id}/draft', 'Discard the caller’s draft', {
    responses: { 200: conversation, ...SIGNED_IN, ...missing },
  }),
  operation(
    'put',
    '/conversations/{id}/preferences',
    'Archive, mute (no notifications) or pin a conversation for the caller',
    {
      body: conversationPreferencesRequestSchema,
      responses: { 200: conversation, ...SIGNED_IN, ...missing },
    },
  ),
];
