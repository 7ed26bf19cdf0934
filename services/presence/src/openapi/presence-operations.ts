import {
  bulkStatusRequestSchema,
  bulkStatusSchema,
  MAX_BULK_STATUS_USERS,
  onlineCountSchema,
  onlineUsersQuerySchema,
  onlineUsersSchema,
  presenceStatusSchema,
  setOfflineRequestSchema,
  setOnlineRequestSchema,
  setStatusRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';

const record = {
  description: 'Status record: { userId, status, lastSeen, lastActivity }',
  data: presenceStatusSchema,
};
const signedIn = { 401: 'Not signed in' };
const onlineStatus = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag' | 'auth'>,
): OperationDoc => ({
  method,
  path: `/api/online-status${path}`,
  summary,
  tag: 'online-status',
  auth: true,
  ...rest,
});

export const PRESENCE_OPERATIONS: OperationDoc[] = [
  onlineStatus('post', '/set-online', 'Register a connection of the signed-in user: online', {
    body: setOnlineRequestSchema,
    responses: { 200: record, ...signedIn },
  }),
  onlineStatus(
    'post',
    '/set-offline',
    'Close one connection (offline when it was the last), or without socketId all of them',
    { body: setOfflineRequestSchema, responses: { 200: record, ...signedIn } },
  ),
  onlineStatus(
    'post',
    '/set-status',
    'Pick ONLINE, AWAY, BUSY or OFFLINE (appear offline), in upper or lower case',
    { body: setStatusRequestSchema, responses: { 200: record, ...signedIn } },
  ),
  onlineStatus(
    'post',
    '/heartbeat',
    'Sign of life, every 5 minutes; 15 minutes without one ends the presence',
    { responses: { 200: record, ...signedIn } },
  ),
  onlineStatus('get', '/status/{userId}', "A user's status, lastSeen and lastActivity", {
    responses: { 200: record, ...signedIn },
  }),
  onlineStatus(
    'post',
    '/bulk-status',
    `Statuses of up to ${MAX_BULK_STATUS_USERS} users, by user id`,
    {
      body: bulkStatusRequestSchema,
      responses: {
        200: {
          description: 'Statuses: { statuses: { [userId]: status } }',
          data: bulkStatusSchema,
        },
        ...signedIn,
      },
    },
  ),
  onlineStatus('get', '/online-count', 'How many users are shown online', {
    responses: {
      200: { description: 'Count: { onlineCount }', data: onlineCountSchema },
      ...signedIn,
    },
  }),
  onlineStatus('get', '/online-users', 'Users shown online, most recently active first', {
    query: onlineUsersQuerySchema,
    responses: {
      200: {
        description: 'Users: { users: [{ userId, status, lastActivityAt }] }',
        data: onlineUsersSchema,
      },
      ...signedIn,
    },
  }),
];
