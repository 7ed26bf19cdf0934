import { finished } from 'node:stream/promises';
import type { IncomingMessage } from 'node:http';

/**
 * Reads what is left of a request body without keeping it. A request refused before its body was
 * read is answered only once the body arrived: answering early leaves the sender (or the gateway
 * relaying it) blocked on a body nobody reads, or facing a reset, instead of getting the refusal.
 */
export async function discardUnreadBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return;
  raw.resume();
  await finished(raw).catch(() => undefined);
}
