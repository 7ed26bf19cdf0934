import type { FastifyInstance } from 'fastify';
import { originFormTarget } from './request-target';

/**
 * Longest request target (path and query) the gateway takes; the usual limit of proxies and
 * browsers, far above anything the API or the web app links to.
 */
export const MAX_REQUEST_TARGET_LENGTH = 8 * 1024;

const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Refuses a request target longer than the limit with 414, and a method the router has no route
 * for, on a path it serves with others, with 405 and the methods it does serve in `Allow`.
 */
export function registerRequestTargetChecks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_REQUEST_TARGET_LENGTH) {
      void reply.code(414).send({ error: 'The request URL is too long.' });
      return;
    }
    if (!request.is404) {
      done();
      return;
    }
    const url = originFormTarget(request.url).split('?', 1)[0];
    const allowed = ROUTED_METHODS.filter(
      (method) => method !== request.method && fastify.findRoute({ method, url }) !== null,
    );
    if (allowed.length === 0) {
      done();
      return;
    }
    void reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({ error: `${request.method} is not allowed here; use ${allowed.join(', ')}.` });
  });
}
