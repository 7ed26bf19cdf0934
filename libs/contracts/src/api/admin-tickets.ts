import { z } from 'zod';

export const TICKET_CATEGORIES = ['billing', 'technical', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** A user may have this many tickets not yet resolved or closed at once. */
export const MAX_OPEN_TICKETS = 5;
/** And may open this many in any 24 hours. */
export const MAX_TICKETS_PER_DAY = 10;
/** Media ids a ticket may carry. */
export const MAX_TICKET_ATTACHMENTS = 5;

/**
 * Where each status may go. Closed is final; a resolved ticket can be reopened or closed; an open
 * one goes back to open only from work in progress (unassigned).
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'waiting', 'resolved', 'closed'],
  in_progress: ['open', 'waiting', 'resolved', 'closed'],
  waiting: ['in_progress', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const openTicketSchema = z.object({
  subject: text('Subject', 150),
  description: text('Description', 5000),
  category: z.enum(TICKET_CATEGORIES, {
    error: 'category must be billing, technical, account or other',
  }),
  /** Media the caller uploaded through the upload route, e.g. a screenshot. */
  attachments: z
    .array(z.uuid('Invalid media id'))
    .max(MAX_TICKET_ATTACHMENTS, `At most ${MAX_TICKET_ATTACHMENTS} attachments`)
    .default([]),
});
export type OpenTicketRequest = z.input<typeof openTicketSchema>;
export type OpenTicket = z.output<typeof openTicketSchema>;

export const ticketReplySchema = z.object({ body: text('Message', 5000) });
export type TicketReplyRequest = z.input<typeof ticketReplySchema>;

export const adminTicketMessageSchema = z.object({
  body: text('Message', 5000),
  /** A note for the other admins; its owner never sees it. */
  isInternal: z.boolean().default(false),
});
export type AdminTicketMessageRequest = z.input<typeof adminTicketMessageSchema>;

export const updateTicketSchema = z
  .object({
    /** An admin's id; null takes the ticket off whoever had it. */
    assignedTo: z.string().min(1).max(128).nullable().optional(),
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    /** The ticket's version the admin saw; a ticket changed since answers 409. */
    version: z.int().min(0),
  })
  .refine(
    (body) =>
      body.assignedTo !== undefined || body.status !== undefined || body.priority !== undefined,
    { error: 'Give assignedTo, status or priority' },
  );
export type UpdateTicketRequest = z.input<typeof updateTicketSchema>;
export type UpdateTicket = z.output<typeof updateTicketSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  /** The ticket's owner, or an admin of the support team. */
  from: z.enum(['user', 'support']),
  body: z.string(),
  isInternal: z.boolean(),
  createdAt: z.string(),
});
export type TicketMessageDto = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TicketSummaryDto = z.infer<typeof ticketSummarySchema>;

/** A ticket as its owner sees it: the thread without internal notes. */
export const ticketSchema = ticketSummarySchema.extend({
  description: z.string(),
  attachments: z.array(z.string()),
  messages: z.array(ticketMessageSchema),
});
export type TicketDto = z.infer<typeof ticketSchema>;

export const adminTicketSummarySchema = ticketSummarySchema.extend({
  userId: z.string(),
  assignedTo: z.string().nullable(),
  version: z.int(),
});
export type AdminTicketSummaryDto = z.infer<typeof adminTicketSummarySchema>;

/** A ticket as admins see it: every message, internal notes included. */
export const adminTicketSchema = adminTicketSummarySchema.extend({
  description: z.string(),
  attachments: z.array(z.string()),
  messages: z.array(ticketMessageSchema),
});
export type AdminTicketDto = z.infer<typeof adminTicketSchema>;

export const ticketListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;

export const adminTicketQuerySchema = ticketListQuerySchema.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** An admin's id, or `none` for tickets nobody has taken. */
  assignedTo: z.string().min(1).max(128).optional(),
});
export type AdminTicketQuery = z.output<typeof adminTicketQuerySchema>;
export type AdminTicketQueryParams = z.input<typeof adminTicketQuerySchema>;

/** Each admin's work on tickets: assigned now, resolved ever, and how long resolving took. */
export const ticketAgentStatsSchema = z.object({
  agents: z.array(
    z.object({
      adminId: z.string(),
      /** Tickets assigned to them and not yet resolved or closed. */
      assigned: z.int(),
      resolved: z.int(),
      /** From opening to resolution, over the tickets they resolved; null before the first. */
      averageResolutionMinutes: z.number().nullable(),
    }),
  ),
});
export type TicketAgentStatsDto = z.infer<typeof ticketAgentStatsSchema>;
