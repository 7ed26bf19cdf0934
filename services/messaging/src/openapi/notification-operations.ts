import {
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  readAllResultSchema,
  updateNotificationSettingsRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { SIGNED_IN, signedInOperations } from './signed-in-operations';

const settings = {
  description: 'The settings, defaults filled in',
  data: notificationSettingsSchema,
};

const operation = signedInOperations('/api/notifications', 'notifications');

export const NOTIFICATION_OPERATIONS: OperationDoc[] = [
  operation('get', '', 'The newest notifications and the unread count', {
    query: notificationsQuerySchema,
    responses: {
      200: { description: 'Notifications, newest first', data: notificationListSchema },
      400: 'limit is not a whole number from 1 to 100',
      ...SIGNED_IN,
    },
  }),
  operation('get', '/settings', 'The caller’s notification settings', {
    responses: { 200: settings, ...SIGNED_IN },
  }),
  operation('put', '/settings', 'Change some notification settings; the others stay', {
    body: updateNotificationSettingsRequestSchema,
    responses: {
      200: settings,
      400: 'A setting is unknown or its value invalid, named in the message',
      ...SIGNED_IN,
    },
  }),
  operation('post', '/read-all', 'Mark every notification read', {
    responses: {
      200: { description: 'How many were marked, and the unread count', data: readAllResultSchema },
      ...SIGNED_IN,
    },
  }),
  operation('post', '/{id}/read', 'Mark a notification read', {
    responses: {
      200: { description: 'The notification', data: notificationSchema },
      400: 'The id is not a notification id',
      ...SIGNED_IN,
      404: 'Notification not found',
    },
  }),
];
