import { ONLINE_STATUSES } from '@tessera/rules';
import { z } from 'zod';

/** A user's online status changed (first socket, last socket closed, a set status, or a timeout). */
export const presenceChangedSchema = z.object({
  userId: z.string().min(1),
  status: z.enum(ONLINE_STATUSES),
  lastSeen: z.iso.datetime(),
  changedAt: z.iso.datetime(),
});

/**
 * A client's socket.io connection to messaging opened or closed: presence counts a user online
 * while any of their sockets is open, and offline when the last one closes.
 */
export const socketConnectionSchema = z.object({
  userId: z.string().min(1),
  socketId: z.string().min(1).max(128),
  at: z.iso.datetime(),
});
