import { ROLES } from '@tessera/rules';
import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../events/user-events';
import {
  ADMIN_REASON_MAX_LENGTH,
  accountStatusSchema,
  verificationStatusSchema,
} from './account-status';

const adminReason = z
  .string()
  .trim()
  .min(1, 'A reason is required')
  .max(ADMIN_REASON_MAX_LENGTH, `A reason has at most ${ADMIN_REASON_MAX_LENGTH} characters`);

const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid user id');

/** Section 3's admin user, as the admin service's read model holds it. */
export const adminUserSchema = z.object({
  id: z.string(),
  /** Null for an account known only from auth's export, which leaves emails out. */
  email: z.string().nullable(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
  role: z.enum(ROLES),
  isVerified: z.boolean(),
  status: accountStatusSchema,
  verificationStatus: verificationStatusSchema,
  /** Cents paid in tips and pay-per-view unlocks, less refunds. */
  totalSpent: z.number().int(),
  lastActiveAt: z.iso.datetime().nullable(),
  ipAddress: z.string().nullable(),
  /** No source of locations exists yet, so this is always null. */
  location: z.object({ country: z.string(), city: z.string() }).nullable(),
  flaggedReasons: z.array(z.string()),
  moderationNotes: z.string(),
  createdContentCount: z.number().int().min(0),
  subscriptionCount: z.number().int().min(0),
  createdAt: z.iso.datetime().nullable(),
});
export type AdminUserDto = z.output<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  /** Matches the start of an email, username or display name, ignoring case. */
  q: z.string().trim().max(100, 'A search has at most 100 characters').optional(),
  role: z.enum(ROLES).optional(),
  status: accountStatusSchema.optional(),
  verificationStatus: verificationStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

export const USER_TIMELINE_KINDS = [
  'sign_in',
  'post',
  'payment',
  'report',
  'admin_action',
] as const;
export type UserTimelineKind = (typeof USER_TIMELINE_KINDS)[number];

/** One thing that happened to or by a user, newest first in a user's timeline. */
export const userTimelineEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(USER_TIMELINE_KINDS),
  summary: z.string(),
  occurredAt: z.iso.datetime(),
});
export type UserTimelineEntryDto = z.output<typeof userTimelineEntrySchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  timeline: z.array(userTimelineEntrySchema),
});
export type AdminUserDetailDto = z.output<typeof adminUserDetailSchema>;

export const adminUserIdParamsSchema = z.object({ id: userId });

export const changeUserStatusSchema = z.strictObject({
  status: z.enum(ACCOUNT_STATUSES, 'status must be active, suspended, banned or pending'),
  reason: adminReason,
});
export type ChangeUserStatusRequest = z.output<typeof changeUserStatusSchema>;

export const userStatusChangeSchema = z.object({
  userId: z.string(),
  role: z.enum(ROLES),
  status: accountStatusSchema,
  previousStatus: accountStatusSchema,
  changed: z.boolean(),
});
export type UserStatusChangeDto = z.output<typeof userStatusChangeSchema>;

export const updateAdminUserSchema = z
  .strictObject({
    moderationNotes: z.string().max(5000, 'Notes have at most 5000 characters'),
    role: z.enum(ROLES),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateAdminUserRequest = z.output<typeof updateAdminUserSchema>;

/** Section 4: bulk actions map to the statuses active, suspended and banned. */
export const BULK_USER_ACTIONS = {
  activate: 'active',
  suspend: 'suspended',
  ban: 'banned',
} as const;
export type BulkUserAction = keyof typeof BULK_USER_ACTIONS;

export const bulkUserActionSchema = z.strictObject({
  userIds: z
    .array(userId)
    .min(1, 'Choose at least one user')
    .max(100, 'At most 100 users at a time')
    .refine((ids) => new Set(ids).size === ids.length, 'Each user may be named once'),
  action: z.enum(['activate', 'suspend', 'ban'], 'action must be activate, suspend or ban'),
  reason: adminReason,
  preview: z.boolean().default(false),
});
export type BulkUserActionRequest = z.output<typeof bulkUserActionSchema>;

export const bulkUserOutcomeSchema = z.object({
  userId: z.string(),
  outcome: z.enum(['would_change', 'changed', 'skipped', 'failed']),
  /** Why a user was skipped or failed, in words. */
  note: z.string().nullable(),
  status: accountStatusSchema.nullable(),
  previousStatus: accountStatusSchema.nullable(),
});
export type BulkUserOutcomeDto = z.output<typeof bulkUserOutcomeSchema>;

export const bulkUserResultSchema = z.object({
  preview: z.boolean(),
  outcomes: z.array(bulkUserOutcomeSchema),
});
export type BulkUserResultDto = z.output<typeof bulkUserResultSchema>;

export const APPEAL_STATES = ['open', 'upheld', 'reinstated'] as const;

/** `POST /api/support/appeals`: the token comes from the mail that told the user of the decision. */
export const submitAppealSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid appeal link'),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us why the decision should change')
    .max(4000, 'An appeal has at most 4000 characters'),
});
export type SubmitAppealRequest = z.output<typeof submitAppealSchema>;

export const appealSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  /** The status the appeal is against, and the admin's reason for it. */
  appealedStatus: accountStatusSchema,
  statusReason: z.string(),
  message: z.string(),
  state: z.enum(APPEAL_STATES),
  submittedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
  decisionNotes: z.string().nullable(),
});
export type AppealDto = z.output<typeof appealSchema>;

export const appealListQuerySchema = z.object({
  status: z.enum(APPEAL_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AppealListQuery = z.output<typeof appealListQuerySchema>;

export const appealDecisionSchema = z.strictObject({
  decision: z.enum(['uphold', 'reinstate'], 'decision must be uphold or reinstate'),
  notes: adminReason,
});
export type AppealDecisionRequest = z.output<typeof appealDecisionSchema>;

/**
 * The /admin page's counts. A count this service cannot know yet is null (the feature that owns
 * it fills it in), never a made-up zero.
 */
export const adminOverviewSchema = z.object({
  usersByStatus: z.object({
    active: z.number().int(),
    pending: z.number().int(),
    suspended: z.number().int(),
    banned: z.number().int(),
  }),
  openAppeals: z.number().int(),
  pendingVerifications: z.number().int().nullable(),
  openReports: z.number().int().nullable(),
  postsAwaitingReview: z.number().int().nullable(),
  openTickets: z.number().int().nullable(),
  /** Security incidents open or under investigation. */
  openIncidents: z.number().int(),
  /** Registrations per UTC day, the last 30 days, oldest first. */
  newUsersPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AdminOverviewDto = z.output<typeof adminOverviewSchema>;

// What a client sends: each schema's input, before its defaults apply.
export type AdminUserListParams = z.input<typeof adminUserListQuerySchema>;
export type BulkUserActionBody = z.input<typeof bulkUserActionSchema>;
export type SubmitAppealBody = z.input<typeof submitAppealSchema>;
