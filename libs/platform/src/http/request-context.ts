import type { FastifyRequest } from 'fastify';

/** Who sent a request, for audit records, session bookkeeping and event correlation. */
export interface RequestContext {
  ipAddress: string;
  userAgent: string;
  requestId: string;
}

const USER_AGENT_MAX = 300;

export function requestContextOf(request: FastifyRequest): RequestContext {
  const agent = request.headers['user-agent'];
  return {
    ipAddress: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : '',
    requestId: String(request.id),
  };
}
