import { type AuthenticatedUser, type RequestContext, requestContextOf } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';

/** The admin acting, and the address and browser of their request, for the audit entries. */
export interface AdminActor {
  id: string;
  context: RequestContext;
}

/** The admin making this request, with its address and browser. */
export function adminActorFrom(user: AuthenticatedUser, request: FastifyRequest): AdminActor {
  return { id: user.id, context: requestContextOf(request) };
}

/** The actor fields auth's internal routes take. */
export function actorFields(actor: AdminActor) {
  return {
    actorId: actor.id,
    actorIp: actor.context.ipAddress.slice(0, 100),
    actorUserAgent: actor.context.userAgent.slice(0, 300),
  };
}
