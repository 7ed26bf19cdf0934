import { z } from 'zod';
import { NOTIFICATION_SOUNDS, NOTIFICATION_TYPES } from './notification-requests';

const isoTime = z.iso.datetime();

/**
 * One notification of one user. Besides the ids it is about (a conversation and message, a post,
 * the user whose action caused it) it carries the text to show, written when it was created.
 */
export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  conversationId: z.string().nullable(),
  messageId: z.string().nullable(),
  contentId: z.string().nullable(),
  /** Who caused it (the sender, subscriber, tipper, buyer, commenter); null for the system. */
  actorId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  avatar: z.string(),
  isRead: z.boolean(),
  createdAt: isoTime,
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** The newest notifications first, and how many of the user's notifications are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.int().min(0),
});
export type NotificationListDto = z.infer<typeof notificationListSchema>;

/** What `POST /api/notifications/read-all` changed. */
export const readAllResultSchema = z.object({
  marked: z.int().min(0),
  unreadCount: z.int().min(0),
});
export type ReadAllResultDto = z.infer<typeof readAllResultSchema>;

const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });

/** A user's notification settings, every field present (defaults filled in). */
export const notificationSettingsSchema = z.object({
  /** Live in-app pushes (the bell and toasts) while the app is open. */
  pushNotifications: z.boolean(),
  /** The master switch of email; each type's `email` applies only when this is on. */
  emailNotifications: z.boolean(),
  soundEnabled: z.boolean(),
  desktopNotifications: z.boolean(),
  /** Shows the text of a message in its notification; off, only the sender is named. */
  messagePreview: z.boolean(),
  vibration: z.boolean(),
  notificationSound: z.enum(NOTIFICATION_SOUNDS),
  doNotDisturb: z.object({
    enabled: z.boolean(),
    /** Quiet hours as HH:MM in `timeZone`; a window whose end is before its start spans midnight. */
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
  }),
  types: z.object({
    message: channelsSchema,
    subscriber: channelsSchema,
    tip: channelsSchema,
    unlock: channelsSchema,
    post: channelsSchema,
    comment: channelsSchema,
    like: channelsSchema,
    billing: channelsSchema,
    support: channelsSchema,
  }),
});
export type NotificationSettingsDto = z.infer<typeof notificationSettingsSchema>;

/**
 * Settings of a user who never changed them: everything in the app, email for what concerns money
 * and subscribers (messages, posts, comments and likes would flood an inbox), quiet hours off.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsDto = {
  pushNotifications: true,
  emailNotifications: true,
  soundEnabled: true,
  desktopNotifications: false,
  messagePreview: true,
  vibration: true,
  notificationSound: 'default',
  doNotDisturb: { enabled: false, start: '22:00', end: '08:00', timeZone: 'UTC' },
  types: {
    message: { inApp: true, email: false },
    subscriber: { inApp: true, email: true },
    tip: { inApp: true, email: true },
    unlock: { inApp: true, email: true },
    post: { inApp: true, email: false },
    comment: { inApp: true, email: false },
    like: { inApp: true, email: false },
    billing: { inApp: true, email: true },
    support: { inApp: true, email: true },
  },
};

/** The page of the web app a notification is about; mail links and the list use the same one. */
export function notificationPath(
  notification: Pick<NotificationDto, 'type' | 'conversationId' | 'contentId'>,
): string {
  switch (notification.type) {
    case 'message':
      return notification.conversationId
        ? `/messages?c=${encodeURIComponent(notification.conversationId)}`
        : '/messages';
    case 'subscriber':
      return '/creator/subscribers';
    case 'tip':
    case 'unlock':
      return '/earnings';
    case 'billing':
      return '/subscriptions';
    case 'support':
      return '/help/tickets';
    case 'post':
    case 'comment':
    case 'like':
      return notification.contentId
        ? `/content/${encodeURIComponent(notification.contentId)}`
        : '/content';
  }
}
