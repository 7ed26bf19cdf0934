import type { IncomingHttpHeaders, Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ByteLimit } from '@tessera/platform';
import { canonicalPath } from '../rate-limit/rate-limit-policy';

/** The only `/api` routes that take `multipart/form-data` (file uploads); the rest take JSON. */
export const MULTIPART_ROUTES: readonly string[] = ['/api/upload', '/api/content'];
/** Resumable uploads (tus): their `PATCH` bodies are the file's bytes from an offset. */
const TUS_ROUTE = '/api/upload/files';
const TUS_BODY_TYPE = 'application/offset+octet-stream';

const UPLOAD_TOO_LARGE = 'The upload is larger than the gateway accepts.';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_ONLY = 'This endpoint accepts only JSON bodies: send Content-Type: application/json.';
const JSON_OR_MULTIPART =
  'This endpoint accepts only JSON or multipart/form-data bodies: send Content-Type: ' +
  'application/json, or multipart/form-data for file uploads.';

function isUnder(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Why the body of a request to `/api` is refused, or `null` when it may be read. Only JSON is
 * accepted, and multipart on the upload routes: the form encodings a page on any site can submit
 * without CORS (`application/x-www-form-urlencoded`, `text/plain`) never reach a service.
 */
export function unsupportedBody(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
): string | null {
  if (!BODY_METHODS.has(method)) return null;
  const path = canonicalPath(url);
  if (!isUnder(path, '/api')) return null;
  const mediaType = headers['content-type']?.split(';', 1)[0].trim().toLowerCase();
  if (!mediaType && !hasBody(headers)) return null;
  if (mediaType === 'application/json') return null;
  if (mediaType === TUS_BODY_TYPE && isUnder(path, TUS_ROUTE)) return null;
  const multipartRoute = MULTIPART_ROUTES.some((route) => isUnder(path, route));
  if (multipartRoute && mediaType === 'multipart/form-data') return null;
  return multipartRoute ? JSON_OR_MULTIPART : JSON_ONLY;
}

/**
 * Bodies of a media type the API does not take are refused with 415 before they are read. JSON
 * bodies are checked at the edge, so malformed or oversized ones are refused with the API's error
 * shape before any service is involved, and then forwarded as the exact bytes received (a service
 * verifying a signature over the body still can). Other bodies let through (multipart uploads,
 * tus's bytes, socket.io's long-polling) pass untouched as bytes within the same size limit;
 * multipart and tus uploads stream through without being held in memory.
 */
export function registerEdgeBodyParsers(
  app: NestFastifyApplication,
  bodyLimit: number,
  uploadLimit: number,
): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');

  fastify.addHook('onRequest', (request, reply, done) => {
    const refusal = unsupportedBody(request.method, request.url, request.headers);
    if (refusal === null) {
      done();
      return;
    }
    void reply.code(415).send({ error: refusal });
  });
  app.useBodyParser<Server>('application/json', { bodyLimit }, (request, body, done) => {
    parseJson(request, body.toString('utf8'), (error) => (error ? done(error) : done(null, body)));
  });
  // Uploads stream through as they arrive; the limit is checked on the declared length and, for
  // chunked bodies, while counting.
  fastify.addContentTypeParser(['multipart/form-data', TUS_BODY_TYPE], (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > uploadLimit) {
      done(Object.assign(new Error(UPLOAD_TOO_LARGE), { statusCode: 413 }), undefined);
      return;
    }
    done(null, payload.pipe(new ByteLimit(uploadLimit)));
  });
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}
