import { z } from 'zod';
import { paginatedSchema } from './api-response';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './billing-dto';

/**
 * A refund's life: `pending` (a user's request waiting for an admin, or an admin's refund being
 * sent), `awaiting_approval` (above the approval threshold, waiting for a second admin), then
 * `succeeded`, `failed` (the processor refused) or `rejected` (an admin said no).
 */
export const REFUND_STATUSES = [
  'pending',
  'awaiting_approval',
  'succeeded',
  'failed',
  'rejected',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_SOURCES = ['admin', 'user_request'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

const reasonSchema = z
  .string()
  .trim()
  .min(3, 'Say why in at least 3 characters')
  .max(2000, 'The reason is at most 2000 characters');

const refundAmountSchema = z
  .number({ error: 'Amount must be a number of cents' })
  .int('Amount must be a whole number of cents')
  .min(1, 'Amount must be at least 1 cent')
  .max(100_000_000, 'Amount is too large');

const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_:-]+$/, 'Invalid id');

export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  payerId: z.string(),
  amountCents: z.int(),
  currency: z.string().length(3),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  source: z.enum(REFUND_SOURCES),
  /** The user who asked, or the admin who issued it. */
  requestedBy: z.string(),
  /** For a user's request: the admin who decided to refund it. */
  issuedBy: z.string().nullable(),
  /** The second admin who approved a refund above the threshold. */
  approvedBy: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type Refund = z.output<typeof refundSchema>;

/** A reason the risk score went up, with the points it added. */
export const riskReasonSchema = z.object({
  code: z.string(),
  points: z.int(),
  text: z.string(),
});
export type RiskReason = z.output<typeof riskReasonSchema>;

/** What billing knows of the payer when the payment was listed, from which admins score risk. */
export const payerRiskFactsSchema = z.object({
  /** The payer's failed payment attempts in the last 30 days. */
  failedAttempts30d: z.int().min(0),
  /** When the payer first paid anything, this payment included. */
  firstPaymentAt: z.iso.datetime(),
  /** Payments of this payer ever disputed. */
  disputedPayments: z.int().min(0),
  /** The payer's usual (median) successful amount, this payment excluded; null: no other. */
  usualAmountCents: z.int().nullable(),
});
export type PayerRiskFacts = z.output<typeof payerRiskFactsSchema>;

const paymentFields = {
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.int(),
  currency: z.string().length(3),
  payerId: z.string(),
  creatorId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  contentId: z.string().nullable(),
  /** The processor's PaymentIntent id. */
  transactionId: z.string(),
  /** platform + processor = total, integer cents. */
  fees: z.object({ platform: z.int(), processor: z.int(), total: z.int() }),
  refundedCents: z.int(),
  refunds: z.array(refundSchema),
  disputes: z.array(z.object({ openedAt: z.iso.datetime() })),
  failureMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  succeededAt: z.iso.datetime().nullable(),
};

/** A payment as billing hands it to the admin service, with the payer's facts. */
export const billingAdminPaymentSchema = z.object({
  ...paymentFields,
  payerFacts: payerRiskFactsSchema,
});
export type BillingAdminPayment = z.output<typeof billingAdminPaymentSchema>;
export const billingAdminPaymentPageSchema = paginatedSchema(billingAdminPaymentSchema);
export type BillingAdminPaymentPage = z.output<typeof billingAdminPaymentPageSchema>;

/** `GET /api/admin/payments` item: the payment with its risk score 0-100 and the reasons. */
export const adminPaymentSchema = z.object({
  ...paymentFields,
  riskScore: z.int().min(0).max(100),
  riskReasons: z.array(riskReasonSchema),
});
export type AdminPayment = z.output<typeof adminPaymentSchema>;
export const adminPaymentPageSchema = paginatedSchema(adminPaymentSchema);
export type AdminPaymentPage = z.output<typeof adminPaymentPageSchema>;

export const ledgerJournalSchema = z.object({
  id: z.string(),
  kind: z.string(),
  occurredAt: z.iso.datetime(),
  postings: z.array(z.object({ account: z.string(), amountCents: z.int() })),
});
export type LedgerJournal = z.output<typeof ledgerJournalSchema>;

export const billingAdminPaymentDetailSchema = billingAdminPaymentSchema.extend({
  journals: z.array(ledgerJournalSchema),
});
export type BillingAdminPaymentDetail = z.output<typeof billingAdminPaymentDetailSchema>;

/** `GET /api/admin/payments/{id}`: the payment and its ledger journals. */
export const adminPaymentDetailSchema = adminPaymentSchema.extend({
  journals: z.array(ledgerJournalSchema),
});
export type AdminPaymentDetail = z.output<typeof adminPaymentDetailSchema>;

const day = z.iso.date('A date is YYYY-MM-DD');

/** `GET /api/admin/payments`, newest first; `from` and `to` are whole days (UTC), inclusive. */
export const adminPaymentQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  userId: idSchema.optional(),
  creatorId: idSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPaymentQuery = z.output<typeof adminPaymentQuerySchema>;

/** `POST /api/admin/refunds`: the whole remainder without `amountCents`. */
export const adminRefundRequestSchema = z.strictObject({
  paymentId: idSchema,
  amountCents: refundAmountSchema.optional(),
  reason: reasonSchema,
});
export type AdminRefundRequest = z.output<typeof adminRefundRequestSchema>;

/** `POST /api/admin/refunds/{id}/approve`: a reason is optional; `/reject` needs one. */
export const refundApprovalRequestSchema = z.strictObject({ reason: reasonSchema.optional() });
export type RefundApprovalRequest = z.output<typeof refundApprovalRequestSchema>;
export const refundRejectionRequestSchema = z.strictObject({ reason: reasonSchema });
export type RefundRejectionRequest = z.output<typeof refundRejectionRequestSchema>;

/** `GET /api/admin/refunds`, newest first. */
export const adminRefundQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminRefundQuery = z.output<typeof adminRefundQuerySchema>;
export const refundPageSchema = paginatedSchema(refundSchema);
export type RefundPage = z.output<typeof refundPageSchema>;

/** Who acts, as the admin service saw them, for billing's audit entries. */
const internalActor = {
  actorId: z.string().trim().min(1).max(64),
  actorIp: z.string().max(100).optional(),
  actorUserAgent: z.string().max(300).optional(),
};
export const internalRefundRequestSchema = adminRefundRequestSchema.extend(internalActor);
export type InternalRefundRequest = z.output<typeof internalRefundRequestSchema>;
export const internalRefundDecisionSchema = z.strictObject({
  reason: reasonSchema.optional(),
  ...internalActor,
});
export type InternalRefundDecision = z.output<typeof internalRefundDecisionSchema>;
