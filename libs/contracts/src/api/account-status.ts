import { ROLES } from '@tessera/rules';
import { z } from 'zod';
import { ACCOUNT_STATUSES, VERIFICATION_STATUSES } from '../events/user-events';

export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

/** The most an admin's reason for an account action may hold; the audit entry holds as much. */
export const ADMIN_REASON_MAX_LENGTH = 2000;

/**
 * Who asked for an account change through an internal route: the admin's id, and the address and
 * browser of the admin's own request, recorded in the audit entry.
 */
const adminActor = {
  actorId: z.string().trim().min(1).max(64),
  actorIp: z.string().max(100).optional(),
  actorUserAgent: z.string().max(300).optional(),
};

/** `PUT /internal/users/:id/status`, sent by the admin service to the auth service. */
export const changeAccountStatusRequestSchema = z.object({
  status: accountStatusSchema,
  reason: z
    .string()
    .trim()
    .min(1, 'reason is required')
    .max(ADMIN_REASON_MAX_LENGTH, `reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters`),
  ...adminActor,
});
export type ChangeAccountStatusRequest = z.output<typeof changeAccountStatusRequestSchema>;

/** The outcome of a status change; `changed` is false when the account already had the status. */
export const accountStatusChangeSchema = z.object({
  userId: z.string(),
  role: z.enum(ROLES),
  status: accountStatusSchema,
  previousStatus: accountStatusSchema,
  changed: z.boolean(),
});
export type AccountStatusChange = z.output<typeof accountStatusChangeSchema>;

/** `PUT /internal/users/:id/verification`: an admin's decision, or a request awaiting one. */
export const decideVerificationRequestSchema = z.object({
  verificationStatus: z.enum(['pending', 'verified', 'rejected']),
  ...adminActor,
});
export type DecideVerificationRequest = z.output<typeof decideVerificationRequestSchema>;

export const verificationDecisionSchema = z.object({
  userId: z.string(),
  verificationStatus: verificationStatusSchema,
  previousVerificationStatus: verificationStatusSchema,
  isVerified: z.boolean(),
  changed: z.boolean(),
});
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

/** `PUT /internal/users/:id/role`: an admin promotes or demotes an account. */
export const changeRoleRequestSchema = z.object({
  role: z.enum(ROLES),
  ...adminActor,
});
export type ChangeRoleRequest = z.output<typeof changeRoleRequestSchema>;

export const roleChangeSchema = z.object({
  userId: z.string(),
  role: z.enum(ROLES),
  previousRole: z.enum(ROLES),
  changed: z.boolean(),
});
export type RoleChange = z.output<typeof roleChangeSchema>;
