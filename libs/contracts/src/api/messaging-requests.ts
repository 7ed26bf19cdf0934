import { hasControlCharacters, hasControlCharactersBesidesNewlines } from '@tessera/rules';
import { z } from 'zod';
import { amountCentsSchema } from './billing-requests';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idSchema = z.string({ error: 'An id is required' }).regex(ID, 'Invalid id');

/** Longest message text, in characters. */
export const MAX_MESSAGE_LENGTH = 5000;
/** Most attachments one message carries. */
export const MAX_MESSAGE_ATTACHMENTS = 10;
/** A group holds at most this many participants (spec section 9: demo group max 50). */
export const MAX_GROUP_PARTICIPANTS = 50;
/** Default and largest page of a conversation's messages. */
export const DEFAULT_MESSAGES_LIMIT = 30;
export const MAX_MESSAGES_LIMIT = 100;

export const MESSAGE_TYPES = ['text', 'voice', 'image', 'video', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const PARTICIPANT_ROLES = ['owner', 'admin', 'member'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

export const conversationIdSchema = idSchema;
export const messageIdSchema = idSchema;
export const participantIdSchema = idSchema;

const singleLine = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), `${what} contains invalid characters`);

const messageText = z
  .string({ error: 'Message content must be text' })
  .max(MAX_MESSAGE_LENGTH, `Message content must be at most ${MAX_MESSAGE_LENGTH} characters`)
  .refine(
    (text) => !hasControlCharactersBesidesNewlines(text),
    'Message content contains invalid characters',
  );

export const createConversationRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('direct'), participantId: participantIdSchema }),
    z.object({
      type: z.literal('group'),
      name: singleLine('Name', 100).pipe(z.string().min(1, 'A group needs a name')),
      description: singleLine('Description', 500).optional(),
      participantIds: z
        .array(participantIdSchema, { error: 'participantIds must be a list of user ids' })
        .min(1, 'A group needs at least one other participant')
        .max(MAX_GROUP_PARTICIPANTS - 1, `A group holds at most ${MAX_GROUP_PARTICIPANTS} people`),
    }),
  ],
  { error: "type must be 'direct' or 'group'" },
);
export type CreateConversationRequest = z.output<typeof createConversationRequestSchema>;

export const updateConversationRequestSchema = z
  .object({
    name: singleLine('Name', 100).pipe(z.string().min(1, 'Name cannot be empty')).optional(),
    description: singleLine('Description', 500).optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateConversationRequest = z.output<typeof updateConversationRequestSchema>;

/** An upload of the sender's (`POST /api/upload`), processed and ready, attached by its id. */
export const attachmentInputSchema = z.strictObject({
  mediaId: z.uuid('Attachment mediaId must be the id of an upload'),
});
export type AttachmentInput = z.output<typeof attachmentInputSchema>;

export const sendMessageRequestSchema = z
  .object({
    content: messageText.default(''),
    type: z
      .enum(MESSAGE_TYPES, { error: `type must be one of ${MESSAGE_TYPES.join(', ')}` })
      .default('text'),
    attachments: z
      .array(attachmentInputSchema)
      .max(MAX_MESSAGE_ATTACHMENTS, `At most ${MAX_MESSAGE_ATTACHMENTS} attachments`)
      .default([]),
    /** Chosen by the client; sending again with the same id returns the stored message. */
    clientMessageId: idSchema.optional(),
    /** Pay-per-view: recipients see the attachments blurred until they pay this many cents. */
    priceCents: amountCentsSchema.optional(),
  })
  .refine((body) => body.content.trim().length > 0 || body.attachments.length > 0, {
    message: 'A message needs content or an attachment',
    path: ['content'],
  })
  .refine((body) => body.priceCents === undefined || body.attachments.length > 0, {
    message: 'A pay-per-view message needs a photo or video',
    path: ['priceCents'],
  });
export type SendMessageRequest = z.output<typeof sendMessageRequestSchema>;

export const editMessageRequestSchema = z.object({
  content: messageText.refine((text) => text.trim().length > 0, 'Message content is required'),
});
export type EditMessageRequest = z.output<typeof editMessageRequestSchema>;

export const messagesQuerySchema = z.object({
  /** A message id: the page holds the messages sent before it. Absent: the newest page. */
  before: messageIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGES_LIMIT).default(DEFAULT_MESSAGES_LIMIT),
});
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

/** Marks read up to a message, or without one everything sent so far. */
export const markReadRequestSchema = z.object({ messageId: messageIdSchema.optional() });
export type MarkReadRequest = z.output<typeof markReadRequestSchema>;

export const addParticipantRequestSchema = z.object({
  userId: participantIdSchema,
  role: z
    .enum(['admin', 'member'], { error: "role must be 'admin' or 'member'" })
    .default('member'),
});
export type AddParticipantRequest = z.output<typeof addParticipantRequestSchema>;

/** socket.io `message:send`: a send request naming its conversation. */
export const socketSendMessageSchema = sendMessageRequestSchema.and(
  z.object({ conversationId: conversationIdSchema }),
);
export type SocketSendMessage = z.output<typeof socketSendMessageSchema>;

/** socket.io `typing:start` and `typing:stop`. */
export const socketTypingSchema = z.object({ conversationId: conversationIdSchema });
export type SocketTyping = z.output<typeof socketTypingSchema>;

/** socket.io `message:read`. */
export const socketReadSchema = markReadRequestSchema.extend({
  conversationId: conversationIdSchema,
});
export type SocketRead = z.output<typeof socketReadSchema>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type CreateConversationRequestBody = z.input<typeof createConversationRequestSchema>;
export type SendMessageRequestBody = z.input<typeof sendMessageRequestSchema>;
export type EditMessageRequestBody = z.input<typeof editMessageRequestSchema>;
export type MarkReadRequestBody = z.input<typeof markReadRequestSchema>;
export type MessagesQueryParams = z.input<typeof messagesQuerySchema>;
