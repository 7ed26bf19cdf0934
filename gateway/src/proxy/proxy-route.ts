import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AccessTokenVerifier, INVALID_TOKEN_MESSAGE, toApiFailure } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { originFormTarget } from '../http/request-target';
import { matchRoute, routesByPrefix, type ServiceRoute } from '../routing/route-table';
import type { ServiceProxy } from './service-proxy';

const BEARER = /^bearer(\s|$)/i;
const TOKEN = /^Bearer\s+(\S+)$/i;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The route of every proxied API call. */
export const PROXY_ROUTE_URL = '/api/*';

export interface ProxyRouteOptions {
  table: ServiceRoute[];
  proxy: ServiceProxy;
  verifier: AccessTokenVerifier;
}

/**
 * Every `/api/...` path the gateway does not answer itself goes to the service that owns it. This
 * is the hottest path of the platform, so it is a plain Fastify route rather than a Nest controller:
 * no guard, interceptor or exception-filter machinery runs per request. A bearer token is checked
 * at the edge, before it costs a service any work; requests without one pass, and each service
 * decides what is public and verifies accepted tokens again itself.
 */
export function registerProxyRoute(app: NestFastifyApplication, options: ProxyRouteOptions): void {
  const fastify = app.getHttpAdapter().getInstance();
  const routes = routesByPrefix(options.table);

  fastify.route({
    method: [...METHODS],
    url: PROXY_ROUTE_URL,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const match = matchRoute(routes, originFormTarget(request.url));
        if (!match.found) {
          return reply.code(404).send({ error: `No service handles /api/${match.prefix}` });
        }
        const { authorization } = request.headers;
        if (authorization && BEARER.test(authorization)) {
          const token = TOKEN.exec(authorization)?.[1];
          // Every failure, an empty `Bearer` included, gets the same answer: nothing to probe.
          const valid = token
            ? await options.verifier.verify(token).then(
                () => true,
                () => false,
              )
            : false;
          if (!valid) return reply.code(401).send({ error: INVALID_TOKEN_MESSAGE });
        }
        await options.proxy.forward(match.route.target, request, reply);
        return reply;
      } catch (error) {
        const failure = toApiFailure(error);
        return reply.code(failure.status).send(failure.body);
      }
    },
  });
}
