import { ONLINE_STATUSES } from '@tessera/rules';
import { z } from 'zod';
import { chatThemeIdSchema } from './chat-themes';
import { MESSAGE_TYPES, PARTICIPANT_ROLES } from './messaging-requests';

const isoTime = z.iso.datetime();

export const participantPermissionsSchema = z.object({
  canSendMessages: z.boolean(),
  canSendMedia: z.boolean(),
  canAddParticipants: z.boolean(),
  canRemoveParticipants: z.boolean(),
  canEditConversation: z.boolean(),
  canDeleteMessages: z.boolean(),
});
export type ParticipantPermissions = z.infer<typeof participantPermissionsSchema>;

export const participantSchema = z.object({
  userId: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
  joinedAt: isoTime,
  lastReadAt: isoTime.nullable(),
  isActive: z.boolean(),
  permissions: participantPermissionsSchema,
});
export type ParticipantDto = z.infer<typeof participantSchema>;

/**
 * An attachment as one viewer may see it. URLs are signed and short-lived; on a locked
 * pay-per-view message `url` and `thumbnail` are null and only the blurred `previewUrl` is given.
 */
export const attachmentSchema = z.object({
  id: z.string(),
  type: z.enum(['image', 'video']),
  name: z.string(),
  url: z.string().nullable(),
  size: z.int().min(0),
  mimeType: z.string(),
  thumbnail: z.string().nullable(),
  previewUrl: z.string().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  duration: z.number().nullable(),
});
export type AttachmentDto = z.infer<typeof attachmentSchema>;

export const MESSAGE_STATUSES = ['sending', 'sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /** For the sender: read or delivered once every other participant got that far. */
  status: z.enum(MESSAGE_STATUSES),
  attachments: z.array(attachmentSchema),
  isEncrypted: z.boolean(),
  reactions: z.array(
    z.object({ id: z.string(), userId: z.string(), emoji: z.string(), createdAt: isoTime }),
  ),
  clientMessageId: z.string().nullable(),
  /** Pay-per-view price in cents; null for a free message. */
  priceCents: z.int().nullable(),
  /** For this viewer: a priced message not yet unlocked (never for its sender). */
  locked: z.boolean(),
  editedAt: isoTime.nullable(),
  deletedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type MessageDto = z.infer<typeof messageSchema>;

export const conversationSettingsSchema = z.object({
  isEncrypted: z.boolean(),
  allowFileSharing: z.boolean(),
  allowVoiceMessages: z.boolean(),
  maxParticipants: z.int(),
  moderationEnabled: z.boolean(),
  wordFilter: z.array(z.string()),
});

/** The viewer's unsent text in a conversation; sending a message there clears it. */
export const draftSchema = z.object({
  conversationId: z.string(),
  content: z.string(),
  lastModified: isoTime,
});
export type DraftDto = z.infer<typeof draftSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  type: z.enum(['direct', 'group', 'support']),
  name: z.string(),
  description: z.string(),
  avatar: z.string(),
  creatorId: z.string(),
  participants: z.array(participantSchema),
  lastMessage: messageSchema.nullable(),
  lastMessageAt: isoTime.nullable(),
  unreadCount: z.int().min(0),
  /** The viewer's own filing: archived, muted (no notifications) and pinned first in the list. */
  isArchived: z.boolean(),
  isMuted: z.boolean(),
  isPinned: z.boolean(),
  /** The viewer's chat theme here; null: the app's own colours. */
  themeId: chatThemeIdSchema.nullable(),
  draft: draftSchema.nullable(),
  settings: conversationSettingsSchema,
  createdAt: isoTime,
});
export type ConversationDto = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });
export type ConversationListDto = z.infer<typeof conversationListSchema>;

/** A page of messages, oldest first; `nextCursor` fetches the page before it (null: none). */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePageDto = z.infer<typeof messagePageSchema>;

/** Where a participant's read mark now stands. */
export const readMarkSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  lastReadMessageId: z.string().nullable(),
  lastReadAt: isoTime,
  unreadCount: z.int().min(0),
});
export type ReadMarkDto = z.infer<typeof readMarkSchema>;

/** socket.io `typing`: who is typing where; a client drops it after `expiresInMs`. */
export const typingEventSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  isTyping: z.boolean(),
  expiresInMs: z.int(),
});
export type TypingEventDto = z.infer<typeof typingEventSchema>;

/** socket.io `message:status`: a participant got this far (delivered) or read this far. */
export const messageStatusEventSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  status: z.enum(['delivered', 'read']),
  /** The newest message the status covers; every earlier one is covered too. */
  upToMessageId: z.string(),
  at: isoTime,
});
export type MessageStatusEventDto = z.infer<typeof messageStatusEventSchema>;

/** socket.io `message:deleted`. */
export const messageDeletedEventSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  deletedAt: isoTime,
});

export const GROUP_CHANGES = [
  'details_changed',
  'member_added',
  'member_removed',
  'member_left',
] as const;

/** socket.io `conversation:changed`: a group's details or members changed; clients read it again. */
export const conversationChangedEventSchema = z.object({
  conversationId: z.string(),
  change: z.enum(GROUP_CHANGES),
  /** Who was added, removed or left; for new details, who set them. */
  userId: z.string(),
  byUserId: z.string(),
  at: isoTime,
});
export type ConversationChangedEventDto = z.infer<typeof conversationChangedEventSchema>;

/**
 * socket.io `conversation:removed`, to a member no longer in the group (removed, or left on
 * another device): nothing more of it reaches them.
 */
export const conversationRemovedEventSchema = z.object({
  conversationId: z.string(),
  reason: z.enum(['removed', 'left']),
  at: isoTime,
});
export type ConversationRemovedEventDto = z.infer<typeof conversationRemovedEventSchema>;

/** socket.io `presence`: the status of someone the user has a conversation with changed. */
export const presenceEventSchema = z.object({
  userId: z.string(),
  status: z.enum(ONLINE_STATUSES),
  lastSeen: isoTime,
});
export type PresenceEventDto = z.infer<typeof presenceEventSchema>;
