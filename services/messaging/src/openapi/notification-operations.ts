import {
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  readAllResultSchema,
  updateNotificationSettingsRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';

const signedIn = { 401: 'Not signed in' };
const settings = {
  description: 'The settings, defaults filled in',
  data: notificationSettingsSchema,
};

const operation = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag' | 'auth'>,
): OperationDoc => ({
  method,
  path: `/api/notifications${path}`,
  summary,
  tag: 'notifications',
  auth: true,
  ...rest,
});

export const NOTIFICATION_OPERATIONS: OperationDoc[] = [
  operation('get', '', 'The newest notifications and the unread count', {
    query: notificationsQuerySchema,
    responses: {
      200: { description: 'Notifications, newest first', data: notificationListSchema },
      400: 'limit is not a whole number from 1 to 100',
      ...signedIn,
    },
  }),
  operation('get', '/settings', 'The caller’s notification settings', {
    responses: { 200: settings, ...signedIn },
  }),
  operation('put', '/settings', 'Change some notification settings; the others stay', {
    body: updateNotificationSettingsRequestSchema,
    responses: {
      200: settings,
      400: 'A setting is unknown or its value invalid, named in the message',
      ...signedIn,
    },
  }),
  operation('post', '/read-all', 'Mark every notification read', {
    responses: {
      200: { description: 'How many were marked, and the unread count', data: readAllResultSchema },
      ...signedIn,
    },
  }),
  operation('post', '/{id}/read', 'Mark a notification read', {
    responses: {
      200: { description: 'The notification', data: notificationSchema },
      400: 'The id is not a notification id',
      ...signedIn,
      404: 'Notification not found',
    },
  }),
];
