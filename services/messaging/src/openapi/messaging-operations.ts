import {
  addParticipantRequestSchema,
  conversationListSchema,
  conversationSchema,
  conversationsQuerySchema,
  createConversationRequestSchema,
  editMessageRequestSchema,
  markReadRequestSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  readMarkSchema,
  sendMessageRequestSchema,
  updateConversationRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { SIGNED_IN, signedInOperations } from './signed-in-operations';
import { BROADCAST_OPERATIONS } from './broadcast-operations';
import { NOTIFICATION_OPERATIONS } from './notification-operations';
import { ORGANIZING_OPERATIONS } from './organizing-operations';

const missing = { 404: 'Conversation not found, or not one the caller takes part in' };
const conversation = { description: 'The conversation', data: conversationSchema };
const message = { description: 'The message', data: messageSchema };

const operation = signedInOperations('/api/messages', 'messages');

export const MESSAGING_OPERATIONS: OperationDoc[] = [
  operation(
    'get',
    '/conversations',
    'The caller’s conversations, pinned first, then newest activity',
    {
      query: conversationsQuerySchema,
      responses: {
        200: {
          description: 'Conversations with unread counts and last message',
          data: conversationListSchema,
        },
        ...SIGNED_IN,
      },
    },
  ),
  operation(
    'post',
    '/conversations',
    'Start a direct (once per pair: an existing one is returned), group or support conversation',
    {
      body: createConversationRequestSchema,
      responses: {
        200: {
          description: 'The pair’s existing direct conversation, or the caller’s support request',
          data: conversationSchema,
        },
        201: { description: 'The new conversation', data: conversationSchema },
        ...SIGNED_IN,
        403: 'A messaging check denied it, with its exact reason (e.g. the daily conversation limit)',
        404: 'A participant is not a known user',
        409: 'A support request while the platform has no admin to answer it',
      },
    },
  ),
  operation('get', '/conversations/{id}', 'One conversation', {
    responses: { 200: conversation, ...SIGNED_IN, ...missing },
  }),
  operation('put', '/conversations/{id}', 'Rename or describe a group (owner)', {
    body: updateConversationRequestSchema,
    responses: { 200: conversation, ...SIGNED_IN, 403: 'Not allowed to edit it', ...missing },
  }),
  operation('post', '/conversations/{id}/participants', 'Add a participant to a group', {
    body: addParticipantRequestSchema,
    responses: {
      200: conversation,
      ...SIGNED_IN,
      403: 'Not allowed to add participants, or a messaging check denied it (as for a new conversation)',
      404: 'Conversation or user not found',
      409: 'Already a participant',
    },
  }),
  operation(
    'delete',
    '/conversations/{id}/participants/{userId}',
    'Remove a participant, or leave (data null)',
    {
      responses: {
        200: {
          description: 'The conversation, or null after leaving',
          data: conversationSchema.nullable(),
        },
        ...SIGNED_IN,
        403: 'Not allowed to remove this participant',
        404: 'Conversation or participant not found',
      },
    },
  ),
  operation(
    'get',
    '/conversations/{id}/messages',
    'A page of messages, oldest first; `before` a message id for older ones',
    {
      query: messagesQuerySchema,
      responses: {
        200: { description: 'Messages and the cursor of the page before', data: messagePageSchema },
        ...SIGNED_IN,
        ...missing,
      },
    },
  ),
  operation('post', '/conversations/{id}/messages', 'Send a message', {
    body: sendMessageRequestSchema,
    responses: {
      201: { description: 'The stored message', data: messageSchema },
      ...SIGNED_IN,
      403: 'A messaging, media or file check denied it, with its exact reason',
      ...missing,
      409: 'A send with this clientMessageId is still being stored',
    },
  }),
  operation('post', '/conversations/{id}/read', 'Mark read up to a message or all', {
    body: markReadRequestSchema,
    responses: {
      200: { description: 'The read mark', data: readMarkSchema },
      ...SIGNED_IN,
      ...missing,
    },
  }),
  operation('put', '/{id}', 'Edit one’s own message', {
    body: editMessageRequestSchema,
    responses: {
      200: message,
      ...SIGNED_IN,
      403: 'Not the sender',
      404: 'Message not found',
    },
  }),
  operation('delete', '/{id}', 'Delete a message (own, or as owner or admin)', {
    responses: {
      200: message,
      ...SIGNED_IN,
      403: 'Not allowed to delete it',
      404: 'Message not found',
    },
  }),
  ...ORGANIZING_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
  ...BROADCAST_OPERATIONS,
];
