import type { FastifyInstance } from 'fastify';
import { forwardedClient } from './forwarded-client';
import { answerAndHangUp } from './hang-up';

export const TOO_MANY_CONNECTIONS_MESSAGE =
  'Too many connections from your address. Close some and try again.';

/** Requests in flight per client address, each holding one connection while it lasts. */
export class HeldRequests {
  private readonly held = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes a place for the address; false when it holds `limit` already. */
  take(address: string): boolean {
    const count = this.held.get(address) ?? 0;
    if (count >= this.limit) return false;
    this.held.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = this.held.get(address) ?? 0;
    if (count <= 1) this.held.delete(address);
    else this.held.set(address, count - 1);
  }

  heldBy(address: string): number {
    return this.held.get(address) ?? 0;
  }
}

export interface HeldRequestCapOptions {
  /** Most requests one client address may have in flight at once. */
  limit: number;
  trustedProxyHops: number;
  /** Requests with this `x-load-test-key` header are not counted (a load test runs from one host). */
  isLoadTest: (header: unknown) => boolean;
}

/**
 * Caps the connections one client address holds with requests in flight: a request that arrives
 * while its address holds `limit` is answered 429 and its connection closed before its body is
 * read. The count is of requests rather than of sockets, since behind a proxy every socket comes
 * from the proxy while the client address is only known from the request's headers; idle
 * keep-alive sockets and half-sent headers are bounded by the server's own timeouts.
 */
export function registerHeldRequestCap(
  fastify: FastifyInstance,
  options: HeldRequestCapOptions,
): HeldRequests {
  const held = new HeldRequests(options.limit);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (options.isLoadTest(request.headers['x-load-test-key'])) {
      done();
      return;
    }
    const { address } = forwardedClient(request.raw, options.trustedProxyHops);
    if (!held.take(address)) {
      void answerAndHangUp(reply, 429, { error: TOO_MANY_CONNECTIONS_MESSAGE });
      return;
    }
    // `close` comes once for every response, whether it was sent whole or its client went away.
    reply.raw.once('close', () => held.release(address));
    done();
  });
  return held;
}
