import { z } from 'zod';

/** Media types an admin may allow for uploads: the ones the upload path can store and show. */
export const UPLOAD_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;

const MAX_UPLOAD_CEILING_BYTES = 2 * 1024 * 1024 * 1024;

const generalSettingsSchema = z.object({
  platformName: z.string().trim().min(1, 'The platform name is required').max(80),
  supportEmail: z.email('The support email must be an email address'),
});

const featureSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  tipsEnabled: z.boolean(),
  subscriptionsEnabled: z.boolean(),
  messagingEnabled: z.boolean(),
  liveStreamingEnabled: z.boolean(),
});

const contentSettingsFields = z.object({
  /** New posts wait for a moderator before they are published. */
  moderationRequired: z.boolean(),
  /** With moderation required, posts are still published at once; the review happens after. */
  autoApproval: z.boolean(),
  maxUploadBytes: z
    .number()
    .int()
    .min(1024, 'The largest upload is at least 1024 bytes')
    .max(
      MAX_UPLOAD_CEILING_BYTES,
      `The largest upload is at most ${MAX_UPLOAD_CEILING_BYTES} bytes`,
    ),
  allowedTypes: z
    .array(z.enum(UPLOAD_MEDIA_TYPES))
    .min(1, 'At least one upload type must be allowed'),
  /** A creator's posts are published only once their identity is verified; drafts still saved. */
  verificationRequiredToPublish: z.boolean(),
});

/** Documents stored before a setting existed read it as its default. */
const contentSettingsSchema = contentSettingsFields.extend({
  verificationRequiredToPublish: z.boolean().default(false),
});

/**
 * Fees come from the tier catalogue and the payout minimum from the business rules; what an admin
 * sets here is who may be paid out. Documents stored before the setting existed read its default.
 */
const paymentSettingsFields = z.object({
  /** Creators are paid out only once verified; until then their payouts are held. */
  verificationRequiredForPayout: z.boolean(),
});

const paymentSettingsSchema = paymentSettingsFields.extend({
  verificationRequiredForPayout: z.boolean().default(true),
});

const securitySettingsSchema = z.object({
  emailVerificationRequired: z.boolean(),
  /** Lifetime of a session created from now on; sessions already open keep theirs. */
  sessionTimeoutSeconds: z
    .number()
    .int()
    .min(300, 'A session lasts at least 300 seconds')
    .max(30 * 86_400, 'A session lasts at most 30 days'),
});

/** Notification preferences are each user's own; the platform keeps none of its own yet. */
const notificationSettingsSchema = z.object({});

/** The platform's settings, honoured by every service within seconds of a change. */
export const platformSettingsSchema = z.object({
  general: generalSettingsSchema,
  features: featureSettingsSchema,
  content: contentSettingsSchema,
  payments: paymentSettingsSchema,
  security: securitySettingsSchema,
  notifications: notificationSettingsSchema,
});

export type PlatformSettings = z.output<typeof platformSettingsSchema>;

/** Section 9's defaults: what the platform does before an admin changes anything. */
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  general: { platformName: 'Tessera', supportEmail: 'support@tessera.local' },
  features: {
    registrationOpen: true,
    tipsEnabled: true,
    subscriptionsEnabled: true,
    messagingEnabled: true,
    liveStreamingEnabled: false,
  },
  content: {
    moderationRequired: true,
    autoApproval: false,
    maxUploadBytes: 104_857_600,
    allowedTypes: ['image/jpeg', 'image/png', 'video/mp4', 'video/webm'],
    verificationRequiredToPublish: false,
  },
  payments: { verificationRequiredForPayout: true },
  security: { emailVerificationRequired: true, sessionTimeoutSeconds: 86_400 },
  notifications: {},
};

/** A `PUT` body: any groups, each with any of its settings; unknown keys are refused. */
export const platformSettingsPatchSchema = z.strictObject({
  general: generalSettingsSchema.partial().strict().optional(),
  features: featureSettingsSchema.partial().strict().optional(),
  content: contentSettingsFields.partial().strict().optional(),
  payments: paymentSettingsFields.partial().strict().optional(),
  security: securitySettingsSchema.partial().strict().optional(),
  notifications: notificationSettingsSchema.strict().optional(),
});

export type PlatformSettingsPatch = z.output<typeof platformSettingsPatchSchema>;

/** The stored document with who changed it last and its version, which grows by one a change. */
export const platformSettingsDocumentSchema = z.object({
  settings: platformSettingsSchema,
  version: z.number().int().min(0),
  changedAt: z.iso.datetime().nullable(),
  changedBy: z.string().nullable(),
});

export type PlatformSettingsDocument = z.output<typeof platformSettingsDocumentSchema>;

/** What anyone may read: the features that are on and the upload limits, for the web app. */
export const publicPlatformSettingsSchema = z.object({
  platformName: z.string(),
  supportEmail: z.string(),
  features: featureSettingsSchema,
  uploads: contentSettingsSchema.pick({ maxUploadBytes: true, allowedTypes: true }),
});

export type PublicPlatformSettings = z.output<typeof publicPlatformSettingsSchema>;

export function publicPlatformSettings(settings: PlatformSettings): PublicPlatformSettings {
  return {
    platformName: settings.general.platformName,
    supportEmail: settings.general.supportEmail,
    features: settings.features,
    uploads: {
      maxUploadBytes: settings.content.maxUploadBytes,
      allowedTypes: settings.content.allowedTypes,
    },
  };
}

export { SETTING_REFUSALS } from './setting-refusals';
