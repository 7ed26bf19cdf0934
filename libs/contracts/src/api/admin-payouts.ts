import { z } from 'zod';
import { paginatedSchema } from './api-response';

/** How admins see a payout: billing's `pending` is `scheduled` here. */
export const ADMIN_PAYOUT_STATUSES = ['scheduled', 'held', 'paid', 'failed'] as const;
export type AdminPayoutStatus = (typeof ADMIN_PAYOUT_STATUSES)[number];

/**
 * Why a payout is held: its creator is not verified while the platform requires it, the account
 * is under review (pending) or suspended, the creator owes a dispute reserve, or an admin held it.
 * Only an admin's hold needs an admin to release it; the others lift at the weekly run once their
 * cause is gone.
 */
export const PAYOUT_HOLD_CODES = [
  'not_verified',
  'under_review',
  'suspended',
  'dispute_reserve',
  'admin',
] as const;
export type PayoutHoldCode = (typeof PAYOUT_HOLD_CODES)[number];

export const payoutHoldSchema = z.object({
  code: z.enum(PAYOUT_HOLD_CODES),
  /** The admin's reason, or what the platform found. */
  reason: z.string(),
  /** The admin who held it; null when the platform did. */
  heldBy: z.string().nullable(),
  heldAt: z.iso.datetime(),
});
export type PayoutHold = z.output<typeof payoutHoldSchema>;

/** `GET /api/admin/payouts` item; amounts are integer cents. */
export const adminPayoutSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  creatorName: z.string().nullable(),
  amount: z.int(),
  fees: z.int(),
  netAmount: z.int(),
  currency: z.string().length(3),
  status: z.enum(ADMIN_PAYOUT_STATUSES),
  origin: z.enum(['schedule', 'request', 'admin']),
  /** The ISO week the payout was scheduled in, e.g. `2026-W48`. */
  period: z.string(),
  scheduledFor: z.iso.datetime(),
  hold: payoutHoldSchema.nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminPayout = z.output<typeof adminPayoutSchema>;

export const adminPayoutPageSchema = paginatedSchema(adminPayoutSchema);
export type AdminPayoutPage = z.output<typeof adminPayoutPageSchema>;

/** `GET /api/admin/payouts` (and billing's internal list), newest first. */
export const adminPayoutQuerySchema = z.object({
  status: z.enum(ADMIN_PAYOUT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPayoutQuery = z.output<typeof adminPayoutQuerySchema>;

/** `POST /api/admin/payouts/{id}/hold` and `/release`: the admin says why. */
export const payoutDecisionRequestSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, 'Say why in at least 3 characters')
    .max(2000, 'The reason is at most 2000 characters'),
});
export type PayoutDecisionRequest = z.output<typeof payoutDecisionRequestSchema>;

/** What the admin service sends billing's internal hold and release routes. */
export const internalPayoutDecisionSchema = payoutDecisionRequestSchema.extend({
  actorId: z.string().trim().min(1).max(64),
  actorIp: z.string().max(100).optional(),
  actorUserAgent: z.string().max(300).optional(),
});
export type InternalPayoutDecision = z.output<typeof internalPayoutDecisionSchema>;

/** The refusal of a payout request from an unverified creator, naming where to get verified. */
export const VERIFY_BEFORE_PAYOUT =
  'Get verified before asking for a payout: submit your documents at /settings/verification';
