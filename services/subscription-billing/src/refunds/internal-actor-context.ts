import type { RequestContext } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';

/** The admin's own address and browser, as the admin service saw them, for the audit entry. */
export function adminContextOf(
  body: { actorIp?: string; actorUserAgent?: string },
  request: FastifyRequest,
): RequestContext {
  return {
    ipAddress: body.actorIp ?? '',
    userAgent: body.actorUserAgent ?? '',
    requestId: String(request.id),
  };
}
