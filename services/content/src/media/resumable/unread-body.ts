import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';

/**
 * Reads what is left of a request body without keeping it. A chunk refused before its bytes were
 * read is answered only after they arrived: answering early leaves the sender (or the gateway
 * relaying it) blocked on a body nobody reads, instead of getting the refusal.
 */
export async function discardUnreadBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  raw.resume();
  await finished(raw).catch(() => undefined);
}
