import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerClientError } from './client-error';

/** Requests that carry files: multipart bodies to these paths (or below them). */
export interface UploadRoutes {
  paths: readonly string[];
  /** Longest an upload may take to arrive, body included, before a 408. */
  timeoutMs: number;
}

const REQUEST_TIMEOUT = Object.assign(new Error('request timeout'), {
  code: 'ERR_HTTP_REQUEST_TIMEOUT',
});

export function isUpload(
  request: Pick<FastifyRequest, 'url' | 'headers'>,
  paths: readonly string[],
): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return false;
  const path = request.url.split('?', 1)[0];
  return paths.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * Whether a body follows the head (RFC 9112 §6.3): only with a transfer coding or a length above
 * zero. Without one the request is complete once its head is, so nothing is left to wait for.
 */
function hasBody(request: Pick<FastifyRequest, 'headers'>): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Node's request timeout is one number for the whole server, and a large upload over a slow link
 * needs far longer than any other request should get. The server's limit is raised to the upload
 * timeout, and every other request gets the ordinary deadline here: if its body has not fully
 * arrived by then, it is answered with the same 408 Node gives and the connection is dropped.
 */
export function registerUploadDeadlines(
  fastify: FastifyInstance,
  uploads: UploadRoutes,
  requestTimeoutMs: number,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.raw.complete || !hasBody(request) || isUpload(request, uploads.paths)) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (!request.raw.complete) answerClientError(REQUEST_TIMEOUT, request.raw.socket);
    }, requestTimeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    reply.raw.once('close', clear);
    done();
  });
}
