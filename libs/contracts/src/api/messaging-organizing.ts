import { hasControlCharactersBesidesNewlines } from '@tessera/rules';
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from './messaging-requests';

/** Most conversations one user keeps pinned at the top of the list. */
export const MAX_PINNED_CONVERSATIONS = 10;
/** Most different reactions one user leaves on one message. */
export const MAX_REACTIONS_PER_USER = 8;
/** Quick reactions the web app offers; any other emoji is accepted too. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;

// An emoji: pictographs or flags, with their joiners, variation selectors, skin tones and keycaps.
const EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200D|\uFE0F|\u20E3)*$/u;

export const emojiSchema = z
  .string({ error: 'emoji must be text' })
  .min(1, 'emoji is required')
  .max(32, 'emoji must be a single emoji')
  // A refinement rather than a pattern: the documented schema then carries no regular expression
  // that request generators (property-based API tests) cannot build strings for.
  .refine((text) => EMOJI.test(text), 'emoji must be a single emoji');

export const addReactionRequestSchema = z.strictObject({ emoji: emojiSchema });
export type AddReactionRequest = z.output<typeof addReactionRequestSchema>;

/** A conversation's unsent text, kept per user; empty text discards it. */
export const saveDraftRequestSchema = z.strictObject({
  content: z
    .string({ error: 'Draft content must be text' })
    .max(MAX_MESSAGE_LENGTH, `Draft content must be at most ${MAX_MESSAGE_LENGTH} characters`)
    .refine(
      (text) => !hasControlCharactersBesidesNewlines(text),
      'Draft content contains invalid characters',
    ),
});
export type SaveDraftRequest = z.output<typeof saveDraftRequestSchema>;

/** How one user files a conversation: only for them, the others see nothing of it. */
export const conversationPreferencesRequestSchema = z
  .strictObject({
    isArchived: z.boolean({ error: 'isArchived must be true or false' }).optional(),
    isMuted: z.boolean({ error: 'isMuted must be true or false' }).optional(),
    isPinned: z.boolean({ error: 'isPinned must be true or false' }).optional(),
  })
  .refine(
    (body) =>
      body.isArchived !== undefined || body.isMuted !== undefined || body.isPinned !== undefined,
    { message: 'Nothing to change' },
  );
export type ConversationPreferencesRequest = z.output<typeof conversationPreferencesRequestSchema>;

/** `archived=true` lists archived conversations only, `false` the others; absent, all of them. */
export const conversationsQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: "archived must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
});
export type ConversationsQuery = z.output<typeof conversationsQuerySchema>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type AddReactionRequestBody = z.input<typeof addReactionRequestSchema>;
export type SaveDraftRequestBody = z.input<typeof saveDraftRequestSchema>;
export type ConversationPreferencesRequestBody = z.input<
  typeof conversationPreferencesRequestSchema
>;
