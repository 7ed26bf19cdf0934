import { z } from 'zod';
import { MESSAGES } from '../messages';
import { displayNameSchema } from './auth-fields.schema';

export const BIO_MAX_LENGTH = 500;
export const SOCIAL_LINKS_MAX = 10;
export const SOCIAL_PLATFORM_MAX_LENGTH = 30;

/** Only http(s): other schemes such as javascript: must never reach a link or image tag. */
export const httpUrlSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl }));

const optionalImageUrl = z.union([z.literal(''), httpUrlSchema], { error: MESSAGES.invalidUrl });

export const profileUpdateSchema = z.strictObject(
  {
    displayName: displayNameSchema.optional(),
    bio: z.string().trim().max(BIO_MAX_LENGTH, MESSAGES.bioMax(BIO_MAX_LENGTH)).optional(),
    avatar: optionalImageUrl.optional(),
    coverImage: optionalImageUrl.optional(),
    // Keys are checked by a refinement: a failing key schema only yields zod's generic text.
    socialLinks: z
      .record(z.string(), httpUrlSchema)
      .refine(
        (links) =>
          Object.keys(links).every((platform) => {
            const length = platform.trim().length;
            return length >= 1 && length <= SOCIAL_PLATFORM_MAX_LENGTH;
          }),
        MESSAGES.socialPlatformInvalid(SOCIAL_PLATFORM_MAX_LENGTH),
      )
      .refine(
        (links) => Object.keys(links).length <= SOCIAL_LINKS_MAX,
        MESSAGES.socialLinksMax(SOCIAL_LINKS_MAX),
      )
      .optional(),
    setupComplete: z.boolean().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownFields(issue.keys) : undefined,
  },
);

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
