import { z } from 'zod';

/**
 * An admin answered a support ticket (never an internal note): messaging tells the ticket's owner,
 * with the start of the answer.
 */
export const supportTicketRepliedSchema = z.object({
  ticketId: z.string().min(1),
  userId: z.string().min(1),
  subject: z.string(),
  excerpt: z.string().max(200),
  repliedAt: z.iso.datetime(),
});
