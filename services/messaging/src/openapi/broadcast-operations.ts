import {
  broadcastListSchema,
  broadcastSchema,
  broadcastsQuerySchema,
  createBroadcastRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { SIGNED_IN, signedInOperations } from './signed-in-operations';

const creatorsOnly = { 403: 'Only creators (and admins) send broadcasts' };
const missing = { 404: 'Broadcast not found, or not one the caller sent' };
const broadcast = { description: 'The broadcast with its counts', data: broadcastSchema };

const operation = signedInOperations('/api/messages/broadcasts', 'messages');

export const BROADCAST_OPERATIONS: OperationDoc[] = [
  operation('post', '', 'Send a message to all subscribers or some tiers, now or scheduled', {
    body: createBroadcastRequestSchema,
    responses: {
      201: { description: 'The broadcast, sending or scheduled', data: broadcastSchema },
      ...SIGNED_IN,
      403: 'Not a creator, or the bulk messaging check denied it with its exact reason (e.g. the daily bulk message limit)',
    },
  }),
  operation('get', '', 'The caller’s broadcasts, newest first, with status and counts', {
    query: broadcastsQuerySchema,
    responses: {
      200: { description: 'Broadcasts', data: broadcastListSchema },
      ...SIGNED_IN,
      ...creatorsOnly,
    },
  }),
  operation('get', '/{id}', 'One broadcast with its delivered, read and failed counts', {
    responses: { 200: broadcast, ...SIGNED_IN, ...creatorsOnly, ...missing },
  }),
  operation('delete', '/{id}', 'Cancel a scheduled broadcast', {
    responses: {
      200: { description: 'The canceled broadcast', data: broadcastSchema },
      ...SIGNED_IN,
      ...creatorsOnly,
      ...missing,
      409: 'The broadcast is not scheduled (already sending, sent or canceled)',
    },
  }),
];
