import { ONLINE_STATUSES } from '@tessera/rules';
import { z } from 'zod';

/** A user's online status changed (first socket, last socket closed, a set status, or a timeout). */
export const presenceChangedSchema = z.object({
  userId: z.string().min(1),
  status: z.enum(ONLINE_STATUSES),
  lastSeen: z.iso.datetime(),
  changedAt: z.iso.datetime(),
});
