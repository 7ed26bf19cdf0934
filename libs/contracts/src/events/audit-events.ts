import { z } from 'zod';

/** Security-relevant actions, consumed by admins from the `audit.log` topic. */
export const AUDIT_ACTIONS = [
  'user.registered',
  'user.login',
  'user.login_failed',
  'user.logout',
  'user.password_reset_requested',
  'user.login_link_requested',
  'user.password_reset',
  'user.email_verified',
  'user.role_changed',
  'user.profile_updated',
  'session.refresh_reuse_detected',
  'device.remembered',
  'device.revoked',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'user.two_factor_failed',
  'user.recovery_code_used',
  'user.passkey_added',
  'user.passkey_renamed',
  'user.passkey_removed',
  'session.revoked_by_owner',
  'user.password_changed',
  'user.account_exported',
  'user.account_deleted',
  'user.email_changed',
  'admin.created',
  'search.banned_terms_changed',
  'user.status_change',
  'user.appeal_submitted',
  'user.appeal_decided',
  'user.edited_by_admin',
  'verification.submitted',
  'verification.decided',
  'report.claimed',
  'report.note_added',
  'report.resolved',
  'content.moderated',
  'settings.changed',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'ticket.updated',
  'ticket.replied',
  'ticket.note_added',
  'payout.held',
  'payout.released',
  'refund.requested',
  'refund.issued',
  'refund.approval_requested',
  'refund.approved',
  'refund.rejected',
  'incident.updated',
  'dispute.opened',
  'dispute.evidence_submitted',
  'dispute.closed',
  'offer.bundles_changed',
  'offer.link_created',
  'offer.link_deactivated',
  'offer.link_updated',
  'system.dead_letters_replayed',
] as const;

export const auditLogSchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  outcome: z.enum(['success', 'failure']),
  userId: z.string().min(1).optional(),
  resource: z.string().min(1),
  resourceId: z.string().min(1).optional(),
  ipAddress: z.string().optional(),
  userAgent: z.string().optional(),
  details: z.record(z.string(), z.unknown()).default({}),
  /** Why an admin acted, in their words; shown to whoever the action concerns where it says so. */
  reason: z.string().max(2000).optional(),
  /** The target's fields the action changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
  timestamp: z.iso.datetime(),
});

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A sealed range of the admins' copy of the trail: the SHA-256 chain value over its entries,
 * linked to the previous range's and signed with the admin service's Ed25519 key, so a copy of
 * these events elsewhere proves later edits of the stored entries.
 */
export const auditDigestSchema = z.object({
  number: z.int().min(1),
  fromSequence: z.int().min(1),
  toSequence: z.int().min(1),
  count: z.int().min(1),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  previousDigest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** Base64 Ed25519 signature over the canonical JSON of the fields above, `keyId` and `sealedAt`. */
  signature: z.string().min(1),
  keyId: z.string().min(1),
  sealedAt: z.iso.datetime(),
});
