import { z } from 'zod';

/** Default and largest page of notifications. */
export const DEFAULT_NOTIFICATIONS_LIMIT = 20;
export const MAX_NOTIFICATIONS_LIMIT = 100;

/**
 * What a notification is about: a new message, a new subscriber, a tip, a pay-per-view unlock
 * (post or message), a scheduled post going live, a comment or a like on a post, or a notice about
 * the reader's own billing (a subscription's price changing), or support's answer to their ticket.
 */
export const NOTIFICATION_TYPES = [
  'message',
  'subscriber',
  'tip',
  'unlock',
  'post',
  'comment',
  'like',
  'billing',
  'support',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The sounds the app can play; spec section 9: the default sound is 'default'. */
export const NOTIFICATION_SOUNDS = ['default', 'chime', 'pop', 'none'] as const;

export const notificationIdSchema = z
  .string({ error: 'A notification id is required' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid notification id');

export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_NOTIFICATIONS_LIMIT, `limit must be at most ${MAX_NOTIFICATIONS_LIMIT}`)
    .default(DEFAULT_NOTIFICATIONS_LIMIT),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A strict object's message: unknown fields are named, anything else is `shape`. */
const strictError = (path: string, shape: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown setting ${(issue.keys ?? []).map((key) => `${path}${key}`).join(', ')}`
    : shape;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
const clock = (name: string) =>
  z.string({ error: `${name} must be a time` }).regex(HH_MM, `${name} must be a time as HH:MM`);

const channelsUpdateSchema = (type: NotificationType) =>
  z
    .strictObject(
      {
        inApp: flag(`types.${type}.inApp`).optional(),
        email: flag(`types.${type}.email`).optional(),
      },
      {
        error: strictError(
          `types.${type}.`,
          `types.${type} must be an object with inApp and email`,
        ),
      },
    )
    .optional();

/**
 * `PUT /api/notifications/settings`: the fields to change; the others keep their value. Unknown
 * fields are refused so a misspelt setting never silently does nothing.
 */
export const updateNotificationSettingsRequestSchema = z.strictObject(
  {
    pushNotifications: flag('pushNotifications').optional(),
    emailNotifications: flag('emailNotifications').optional(),
    soundEnabled: flag('soundEnabled').optional(),
    desktopNotifications: flag('desktopNotifications').optional(),
    messagePreview: flag('messagePreview').optional(),
    vibration: flag('vibration').optional(),
    notificationSound: z
      .enum(NOTIFICATION_SOUNDS, {
        error: `notificationSound must be one of ${NOTIFICATION_SOUNDS.join(', ')}`,
      })
      .optional(),
    doNotDisturb: z
      .strictObject(
        {
          enabled: flag('doNotDisturb.enabled').optional(),
          start: clock('doNotDisturb.start').optional(),
          end: clock('doNotDisturb.end').optional(),
          timeZone: z
            .string({ error: 'doNotDisturb.timeZone must be a time zone name' })
            .max(64, 'doNotDisturb.timeZone is too long')
            .refine(isTimeZone, 'doNotDisturb.timeZone must be a time zone such as Europe/Paris')
            .optional(),
        },
        { error: strictError('doNotDisturb.', 'doNotDisturb must be an object') },
      )
      .optional(),
    types: z
      .strictObject(
        {
          message: channelsUpdateSchema('message'),
          subscriber: channelsUpdateSchema('subscriber'),
          tip: channelsUpdateSchema('tip'),
          unlock: channelsUpdateSchema('unlock'),
          post: channelsUpdateSchema('post'),
          comment: channelsUpdateSchema('comment'),
          like: channelsUpdateSchema('like'),
          billing: channelsUpdateSchema('billing'),
          support: channelsUpdateSchema('support'),
        },
        { error: strictError('types.', 'types must be an object keyed by notification type') },
      )
      .optional(),
  },
  { error: strictError('', 'The settings must be a JSON object') },
);
export type UpdateNotificationSettingsRequest = z.output<
  typeof updateNotificationSettingsRequestSchema
>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type UpdateNotificationSettingsRequestBody = z.input<
  typeof updateNotificationSettingsRequestSchema
>;
export type NotificationsQueryParams = z.input<typeof notificationsQuerySchema>;
