import { z } from 'zod';
import { MESSAGES } from '../messages';
import { displayNameSchema } from './auth-fields.schema';
import { hasControlCharactersBesidesNewlines } from './control-characters.rule';

export const BIO_MAX_LENGTH = 500;
export const SOCIAL_LINKS_MAX = 10;
export const SOCIAL_PLATFORM_MAX_LENGTH = 30;
export const URL_MAX_LENGTH = 2048;

/**
 * Platform names become keys of a stored object, so they hold letters, digits, spaces, hyphens and
 * underscores and start with a letter or digit: no `.`, `$` or NUL ever reaches the database.
 */
const SOCIAL_PLATFORM_PATTERN = new RegExp(
  `^[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N} _-]{0,${SOCIAL_PLATFORM_MAX_LENGTH - 1}}$`,
  'u',
);

/** Whitespace and invisible characters are valid in neither a link nor the text shown for it. */
const URL_FORBIDDEN_CHARACTERS = /[\s\p{Cc}\p{Cf}]/u;

/** Only http(s): other schemes such as javascript: must never reach a link or image tag. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, MESSAGES.urlMax(URL_MAX_LENGTH))
  .refine((url) => !URL_FORBIDDEN_CHARACTERS.test(url), { error: MESSAGES.invalidUrl, abort: true })
  .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl }));

/** A line end sent as CR LF (or CR) is a newline, not a stray control character. */
const bioSchema = z
  .string()
  .overwrite((bio) => bio.replace(/\r\n?/g, '\n'))
  .trim()
  .max(BIO_MAX_LENGTH, MESSAGES.bioMax(BIO_MAX_LENGTH))
  .refine((bio) => !hasControlCharactersBesidesNewlines(bio), MESSAGES.bioControlCharacters);

/**
 * Pictures come from uploads (`avatarMediaId`, `coverMediaId`); an address of another host is
 * refused, since every view of the profile would call it. An empty string removes the picture.
 */
const removedImage = z.literal('', { error: MESSAGES.imageLinkRefused });
const mediaId = z.uuid('Invalid media id');

export const profileUpdateSchema = z.strictObject(
  {
    displayName: displayNameSchema.optional(),
    bio: bioSchema.optional(),
    avatar: removedImage.optional(),
    coverImage: removedImage.optional(),
    avatarMediaId: mediaId.optional(),
    coverMediaId: mediaId.optional(),
    // Keys are checked by a refinement: a failing key schema only yields zod's generic text.
    socialLinks: z
      .record(z.string(), httpUrlSchema)
      .refine(
        (links) => Object.keys(links).every((platform) => SOCIAL_PLATFORM_PATTERN.test(platform)),
        MESSAGES.socialPlatformInvalid(SOCIAL_PLATFORM_MAX_LENGTH),
      )
      .refine(
        (links) => Object.keys(links).length <= SOCIAL_LINKS_MAX,
        MESSAGES.socialLinksMax(SOCIAL_LINKS_MAX),
      )
      .optional(),
    setupComplete: z.boolean().optional(),
    /** A creator shows visitors how many subscribe to them; hidden unless they choose it. */
    showSubscriberCount: z.boolean().optional(),
    /** Others see when the account is online and when it was last seen; shown unless turned off. */
    showOnlineStatus: z.boolean().optional(),
    /** The profile is found by people search; found unless turned off. */
    showInSearch: z.boolean().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownFields(issue.keys) : undefined,
  },
);
