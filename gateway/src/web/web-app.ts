import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { respond } from '@tessera/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originFormTarget } from '../http/request-target';
import { acceptedCodings } from './accept-encoding';
import { byteRange, rangeStillApplies, type ByteRange } from './byte-range';
import { ASSETS_PATH, loadStaticFiles, type Representation, type StaticFile } from './static-files';

/** Paths the gateway or the services own; a miss there is a 404, never the web app's page. */
const RESERVED_PATH = /^\/(api|health|metrics)(\/|$)/;

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(originFormTarget(url).split('?', 1)[0]);
  } catch {
    return null;
  }
}

function chooseRepresentation(
  file: StaticFile,
  acceptEncoding: string | undefined,
): Representation {
  if (!file.negotiated) return file.representations.identity;
  for (const coding of acceptedCodings(acceptEncoding)) {
    const representation = file.representations[coding];
    if (representation) return representation;
  }
  // The client refuses even identity: the original still serves it better than a 406 page.
  return file.representations.identity;
}

/** Adds to, rather than replaces, what CORS has already put in `Vary`. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const existing = Array.isArray(vary) ? vary.join(', ') : vary;
  void reply.header('vary', existing ? `${existing}, Accept-Encoding` : 'Accept-Encoding');
}

/** RFC 9110 §13.2.2: If-None-Match (weak comparison) wins; If-Modified-Since only without it. */
function isNotModified(request: FastifyRequest, file: StaticFile, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return (
      ifNoneMatch.trim() === '*' ||
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    );
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && file.modifiedSeconds * 1000 <= since;
}

/** Ranges are served for uncompressed files only: a range of a brotli stream is of no use. */
function requestedRange(
  request: FastifyRequest,
  file: StaticFile,
  representation: Representation,
): ByteRange | 'unsatisfiable' | null {
  const { range } = request.headers;
  if (range === undefined || representation.coding !== 'identity') return null;
  const ifRange = request.headers['if-range'];
  const validator = typeof ifRange === 'string' ? ifRange : undefined;
  if (!rangeStillApplies(validator, representation.etag, file.modifiedSeconds)) return null;
  return byteRange(range, representation.size);
}

function responseBody(representation: Representation, range: ByteRange | null): Buffer | Readable {
  if (representation.body) {
    return range ? representation.body.subarray(range.start, range.end + 1) : representation.body;
  }
  return createReadStream(representation.path, range ?? {});
}

/**
 * Serves a built web app from a table of its files read at start-up: each file as brotli, gzip
 * or as it is, as the client accepts, with validators and caching decided in advance; and
 * `index.html` for every other page path so the client-side router can take over (a single-page
 * app has no file per route). Without a build, `/` says so.
 */
export async function serveWebApp(fastify: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const files = existsSync(join(root, 'index.html'))
    ? await loadStaticFiles(root)
    : new Map<string, StaticFile>();
  const page = files.get('/index.html');

  if (!page) {
    fastify.get('/', async () =>
      respond(
        { webApp: 'not built', api: '/api', docs: '/api/docs' },
        'The web app is not built yet: run `npm run build -w web`, then restart the gateway.',
      ),
    );
    return;
  }

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodedPath(request.url);
    if (path === null || RESERVED_PATH.test(path)) return reply.callNotFound();
    // Only names in the table are served, so no path can reach outside the build.
    const file = files.get(path) ?? (ASSETS_PATH.test(path) ? undefined : page);
    if (!file) return reply.callNotFound();

    const representation = chooseRepresentation(file, request.headers['accept-encoding']);
    if (file.negotiated) varyOnAcceptEncoding(reply);
    if (isNotModified(request, file, representation.etag)) {
      return reply.code(304).headers(representation.notModifiedHeaders).send();
    }

    const range = requestedRange(request, file, representation);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${representation.size}`).send();
    }
    void reply.headers(representation.headers);
    if (range) {
      void reply.code(206).headers({
        'content-range': `bytes ${range.start}-${range.end}/${representation.size}`,
        'content-length': String(range.end - range.start + 1),
      });
    }
    // A HEAD reply keeps the length set above; Fastify sends no body for it.
    return request.method === 'HEAD'
      ? reply.send()
      : reply.send(responseBody(representation, range));
  };
  for (const url of ['/', '/*']) {
    fastify.route({ method: ['GET', 'HEAD'], url, handler: serve });
  }
}

export async function registerWebApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  await serveWebApp(app.getHttpAdapter().getInstance(), distDir);
}
