import { z } from 'zod';

/**
 * The whole list of banned terms after an admin changed it (folded: lower case, words separated by
 * single spaces), so a consumer needs no earlier event; `changedAt` orders the changes. The key is
 * the platform settings scope of the service that publishes it.
 */
export const bannedTermsChangedSchema = z.object({
  terms: z.array(z.string().min(1)),
  changedAt: z.iso.datetime(),
  actorId: z.string().min(1),
});
