import type { AuthenticatedUser, RequestContext } from '@tessera/platform';

/** The admin acting, and the address and browser of their request, for the audit entries. */
export interface AdminActor {
  id: string;
  context: RequestContext;
}

export function adminActorOf(user: AuthenticatedUser, context: RequestContext): AdminActor {
  return { id: user.id, context };
}

/** The actor fields auth's internal routes take. */
export function actorFields(actor: AdminActor) {
  return {
    actorId: actor.id,
    actorIp: actor.context.ipAddress.slice(0, 100),
    actorUserAgent: actor.context.userAgent.slice(0, 300),
  };
}
