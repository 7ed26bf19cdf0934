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
import { BROADCAST_OPERATIONS } from './broadcast-operations';
import { NOTIFICATION_OPERATIONS } from './notification-operations';
import { ORGANIZING_OPERATIONS } from './organizing-operations';

const signedIn = { 401: 'Not signed in' };
const missing = { 404: 'Conversation not found, or not one the caller takes part in' };
const conversation = { description: 'The conversation', data: conversationSchema };
const message = { description: 'The message', data: messageSchema };

const operation = (
  tag: 'messages',
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag' | 'auth'>,
): OperationDoc => ({ method, path: `/api/${tag}${path}`, summary, tag, auth: true, ...rest });

export const MESSAGING_OPERATIONS: OperationDoc[] = [
  operation(
    'messages',
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
        ...signedIn,
      },
    },
  ),
  operation(
    'messages',
    'post',
    '/conversations',
    'Start a direct (once per pair: an existing one is returned), group or support conversation',
    {
      body: createConversationRequestSchema,
      responses: {
        200: { description: 'The pair’s existing direct conversation', data: conversationSchema },
        201: { description: 'The new conversation', data: conversationSchema },
        ...signedIn,
        403: 'A messaging check denied it, with its exact reason (e.g. the daily conversation limit)',
        404: 'A participant is not a known user',
        503: 'A support request while the platform has no admin to answer it',
      },
    },
  ),
  operation('messages', 'get', '/conversations/{id}', 'One conversation', {
    responses: { 200: conversation, ...signedIn, ...missing },
  }),
  operation('messages', 'put', '/conversations/{id}', 'Rename or describe a group (owner)', {
    body: updateConversationRequestSchema,
    responses: { 200: conversation, ...signedIn, 403: 'Not allowed to edit it', ...missing },
  }),
  operation(
    'messages',
    'post',
    '/conversations/{id}/participants',
    'Add a participant to a group',
    {
      body: addParticipantRequestSchema,
      responses: {
        200: conversation,
        ...signedIn,
        403: 'Not allowed to add participants',
        404: 'Conversation or user not found',
        409: 'Already a participant',
      },
    },
  ),
  operation(
    'messages',
    'delete',
    '/conversations/{id}/participants/{userId}',
    'Remove a participant, or leave (data null)',
    {
      responses: {
        200: {
          description: 'The conversation, or null after leaving',
          data: conversationSchema.nullable(),
        },
        ...signedIn,
        403: 'Not allowed to remove this participant',
        404: 'Conversation or participant not found',
      },
    },
  ),
  operation(
    'messages',
    'get',
    '/conversations/{id}/messages',
    'A page of messages, oldest first; `before` a message id for older ones',
    {
      query: messagesQuerySchema,
      responses: {
        200: { description: 'Messages and the cursor of the page before', data: messagePageSchema },
        ...signedIn,
        ...missing,
      },
    },
  ),
  operation('messages', 'post', '/conversations/{id}/messages', 'Send a message', {
    body: sendMessageRequestSchema,
    responses: {
      201: { description: 'The stored message', data: messageSchema },
      ...signedIn,
      403: 'A messaging, media or file check denied it, with its exact reason',
      ...missing,
      409: 'A send with this clientMessageId is still being stored',
    },
  }),
  operation('messages', 'post', '/conversations/{id}/read', 'Mark read up to a message or all', {
    body: markReadRequestSchema,
    responses: {
      200: { description: 'The read mark', data: readMarkSchema },
      ...signedIn,
      ...missing,
    },
  }),
  operation('messages', 'put', '/{id}', 'Edit one’s own message', {
    body: editMessageRequestSchema,
    responses: {
      200: message,
      ...signedIn,
      403: 'Not the sender',
      404: 'Message not found',
    },
  }),
  operation('messages', 'delete', '/{id}', 'Delete a message (own, or as owner or admin)', {
    responses: {
      200: message,
      ...signedIn,
      403: 'Not allowed to delete it',
      404: 'Message not found',
    },
  }),
  ...ORGANIZING_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
  ...BROADCAST_OPERATIONS,
];
