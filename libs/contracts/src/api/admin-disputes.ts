import { z } from 'zod';
import { paginatedSchema } from './api-response';

/**
 * A payer's dispute of a charge with their bank, as the processor reports it: it needs a response
 * until evidence is submitted, is under review until the bank decides, then is won or lost.
 */
export const DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** One charge the fan paid to the disputed payment's creator (or the platform), from the ledger. */
const evidenceChargeSchema = z.object({
  paymentId: z.string(),
  purpose: z.string(),
  amountCents: z.int(),
  paidAt: z.iso.datetime(),
  tierId: z.string().nullable(),
  contentId: z.string().nullable(),
});

/**
 * What the platform knows of the fan's access, gathered when the dispute is read and frozen when
 * its evidence is submitted. A source that could not be asked is named in `unavailable` with why.
 */
export const disputeEvidencePackSchema = z.object({
  gatheredAt: z.iso.datetime(),
  payment: z.object({
    id: z.string(),
    purpose: z.string(),
    amountCents: z.int(),
    currency: z.string().length(3),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
  }),
  subscription: z
    .object({
      id: z.string(),
      tierName: z.string(),
      priceCents: z.int(),
      billingPeriod: z.string(),
      status: z.string(),
      startedAt: z.iso.datetime(),
      currentPeriodStart: z.iso.datetime(),
      currentPeriodEnd: z.iso.datetime(),
      endedAt: z.iso.datetime().nullable(),
      /** What the fan paid for this subscription over its life, refunds and disputes taken off. */
      lifetimeCents: z.int(),
    })
    .nullable(),
  /** Every other charge the fan paid to the same creator (unlocks, tips, earlier months). */
  otherCharges: z.array(evidenceChargeSchema),
  unavailable: z.array(z.object({ source: z.string(), reason: z.string() })),
});
export type DisputeEvidencePack = z.output<typeof disputeEvidencePackSchema>;

/** `GET /api/admin/disputes` item; amounts are integer cents. */
export const adminDisputeSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  payerId: z.string(),
  creatorId: z.string().nullable(),
  amountCents: z.int(),
  currency: z.string().length(3),
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** The processor's deadline for evidence. */
  dueBy: z.iso.datetime(),
  openedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  outcome: z.enum(['won', 'lost']).nullable(),
});
export type AdminDispute = z.output<typeof adminDisputeSchema>;

/** `GET /api/admin/disputes/{id}`: the dispute, its evidence pack and the creator's payout hold. */
export const adminDisputeDetailSchema = adminDisputeSchema.extend({
  /** The pack as submitted once evidence went to the processor; gathered now before that. */
  evidence: disputeEvidencePackSchema,
  note: z.string().nullable(),
  submittedBy: z.string().nullable(),
  /** Why the creator's payouts are held now, if they are (an owed dispute reserve among others). */
  creatorPayoutHold: z.object({ code: z.string(), reason: z.string() }).nullable(),
});
export type AdminDisputeDetail = z.output<typeof adminDisputeDetailSchema>;

export const adminDisputePageSchema = paginatedSchema(adminDisputeSchema);
export type AdminDisputePage = z.output<typeof adminDisputePageSchema>;

/** `GET /api/admin/disputes` (and billing's internal list): soonest deadline first. */
export const adminDisputeQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminDisputeQuery = z.output<typeof adminDisputeQuerySchema>;

/** `POST /api/admin/disputes/{id}/evidence`: submits the evidence pack, with the admin's note. */
export const disputeEvidenceRequestSchema = z.strictObject({
  note: z.string().trim().max(5000, 'The note is at most 5000 characters').optional(),
});
export type DisputeEvidenceRequest = z.output<typeof disputeEvidenceRequestSchema>;

/** What the admin service sends billing's internal evidence route. */
export const internalDisputeEvidenceSchema = disputeEvidenceRequestSchema.extend({
  actorId: z.string().trim().min(1).max(64),
  actorIp: z.string().max(100).optional(),
  actorUserAgent: z.string().max(300).optional(),
});
export type InternalDisputeEvidence = z.output<typeof internalDisputeEvidenceSchema>;
