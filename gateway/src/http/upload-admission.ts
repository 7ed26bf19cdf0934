import {
  type AccessTokenVerifier,
  INVALID_TOKEN_MESSAGE,
  NO_TOKEN_MESSAGE,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalPath } from '../rate-limit/rate-limit-policy';
import { MULTIPART_ROUTES } from './edge-body-parsers';
import { answerAndHangUp } from './hang-up';
import { originFormTarget } from './request-target';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const BEARER_TOKEN = /^Bearer\s+(\S+)$/i;
const UPLOAD_ROUTE = '/api/upload';
/** The two calls that start an upload answer a visitor with the upload check's own words. */
const UPLOAD_STARTS = new Set([UPLOAD_ROUTE, `${UPLOAD_ROUTE}/files`]);

const isUnder = (path: string, route: string) => path === route || path.startsWith(`${route}/`);

/**
 * Whether the request sends a file: any body to `/api/upload…` (plain and tus uploads), and
 * multipart bodies to the other upload routes. These bodies may take half an hour to arrive.
 */
export function isUploadRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>) {
  if (!BODY_METHODS.has(request.method)) return false;
  const path = canonicalPath(request.url);
  if (isUnder(path, UPLOAD_ROUTE)) return true;
  const mediaType = request.headers['content-type']?.split(';', 1)[0].trim().toLowerCase();
  return (
    mediaType === 'multipart/form-data' && MULTIPART_ROUTES.some((route) => isUnder(path, route))
  );
}

/**
 * What a visitor is told for an upload without a token: the upload check's message where the
 * service would give it (a message attachment takes the messaging one), the token guard's
 * otherwise, so the answer is the one the service would have given.
 */
export function visitorUploadMessage(url: string): string {
  const path = canonicalPath(url);
  if (!UPLOAD_STARTS.has(path)) return NO_TOKEN_MESSAGE;
  const query = originFormTarget(url).split('?')[1] ?? '';
  return new URLSearchParams(query).get('purpose') === 'message'
    ? MESSAGES.messagingLoginRequired
    : MESSAGES.uploadLoginRequired;
}

/**
 * Uploads need a valid access token before a byte of their body is read. Every upload route
 * refuses visitors anyway, but only after the body began to stream through to the service, and
 * a client trickling it could hold the connection for the whole upload deadline. Here a missing
 * or invalid token is answered 401 at once and the connection closed without reading the body.
 */
export function registerUploadAdmission(
  fastify: FastifyInstance,
  verifier: AccessTokenVerifier,
): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isUploadRequest(request)) return;
    const token = BEARER_TOKEN.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return answerAndHangUp(reply, 401, { error: visitorUploadMessage(request.url) });
    // Every failure gets the proxy's one answer: nothing to probe.
    const valid = await verifier.verify(token).then(
      () => true,
      () => false,
    );
    if (!valid) return answerAndHangUp(reply, 401, { error: INVALID_TOKEN_MESSAGE });
  });
}
