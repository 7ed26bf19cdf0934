import type { FastifyRequest } from 'fastify';

/** Who sent a request, for audit records and session bookkeeping. */
export interface RequestContext {
  ipAddress: string;
  userAgent: string;
  requestId: string;
}

export function requestContextOf(request: FastifyRequest): RequestContext {
  const agent = request.headers['user-agent'];
  return {
    ipAddress: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : '',
    requestId: String(request.id),
  };
}
