import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from '../events/audit-events';
import { paginatedSchema } from './api-response';

const ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export const DEFAULT_AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;

/** OCSF class names the trail groups actions under, so readers used to SIEM tools find their way. */
export const AUDIT_CATEGORIES = [
  'Authentication',
  'Account Change',
  'User Access Management',
  'Entity Management',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

const AUTHENTICATION: readonly AuditAction[] = [
  'user.login',
  'user.login_failed',
  'user.logout',
  'user.login_link_requested',
  'session.refresh_reuse_detected',
  'device.remembered',
  'device.revoked',
];
const USER_ACCESS: readonly AuditAction[] = ['user.role_changed', 'admin.created'];
const ACCOUNT_CHANGE: readonly AuditAction[] = [
  'user.registered',
  'user.password_reset_requested',
  'user.password_reset',
  'user.email_verified',
  'user.profile_updated',
  'user.status_change',
  'user.appeal_submitted',
  'user.appeal_decided',
  'user.edited_by_admin',
];

/** The OCSF class an action belongs to; what admins do to posts, reports and settings is entity management. */
export function auditCategoryOf(action: AuditAction): AuditCategory {
  if (AUTHENTICATION.includes(action)) return 'Authentication';
  if (USER_ACCESS.includes(action)) return 'User Access Management';
  if (ACCOUNT_CHANGE.includes(action)) return 'Account Change';
  return 'Entity Management';
}

const instant = (name: string) =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date or a date-time`)
    .transform((value) => new Date(value));

const identifier = (name: string) =>
  z.string().regex(ID, `${name} must be an id of letters, digits, '.', ':', '_' or '-'`);

export const auditQuerySchema = z
  .object({
    action: z
      .enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
      .optional(),
    actorId: identifier('actorId').optional(),
    /** The user or resource acted on. */
    targetId: identifier('targetId').optional(),
    from: instant('from').optional(),
    to: instant('to').optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(10_000, 'page may be at most 10000')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_AUDIT_PAGE_SIZE, `limit may be at most ${MAX_AUDIT_PAGE_SIZE}`)
      .default(DEFAULT_AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntryParamsSchema = z.object({ id: identifier('id') });

const changeSchema = z.record(z.string(), z.unknown()).nullable();

/** One entry of the trail as admins read it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  sequence: z.int().min(1),
  action: z.enum(AUDIT_ACTIONS),
  category: z.enum(AUDIT_CATEGORIES),
  outcome: z.enum(['success', 'failure']),
  actorId: z.string().nullable(),
  userId: z.string().nullable(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  reason: z.string().nullable(),
  before: changeSchema,
  after: changeSchema,
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  producer: z.string(),
  correlationId: z.string().nullable(),
  occurredAt: z.iso.datetime(),
  /** The number of the digest that seals it; null until the next sealing round. */
  sealedBy: z.int().nullable(),
});

export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = paginatedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Where a check of the chain first failed and why. */
export const auditBreakSchema = z.object({
  digest: z.int(),
  sequence: z.int().nullable(),
  entryId: z.string().nullable(),
  problem: z.string(),
});

export const auditVerificationSchema = z.object({
  valid: z.boolean(),
  checkedEntries: z.int().min(0),
  checkedDigests: z.int().min(0),
  firstBrokenAt: auditBreakSchema.optional(),
  unsealedEntries: z.int().min(0),
});

export type AuditVerification = z.infer<typeof auditVerificationSchema>;
