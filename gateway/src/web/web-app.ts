import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { respond } from '@tessera/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originFormTarget } from '../http/request-target';
import { serveSiteMap } from './site-map';

/** Vite names built assets by content hash, so a cached copy can never be stale. */
const ASSETS_PATH = /^\/assets\//;
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) may change under the same name: revalidate each time. */
const REVALIDATE = 'no-cache';

/** Paths the gateway or the services own; a miss there is a 404, never the web app's page. */
const RESERVED_PATH = /^\/(api|health|metrics)(\/|$)/;

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(originFormTarget(url).split('?', 1)[0]);
  } catch {
    return null;
  }
}

/**
 * Serves a built web app: each file of the build as brotli, gzip or as it is, as the client
 * accepts, with entity tags, byte ranges and caching; and `index.html` for every other page path
 * so the client-side router can take over (a single-page app has no file per route). Without a
 * build, `/` says so.
 */
export function serveWebApp(fastify: FastifyInstance, distDir: string): void {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    fastify.get('/', async () =>
      respond(
        { webApp: 'not built', api: '/api', docs: '/api/docs' },
        'The web app is not built yet: run `npm run build -w web`, then restart the gateway.',
      ),
    );
    return;
  }

  const assetsDir = join(root, 'assets') + sep;
  // Not awaited: that would build the routes registered so far (the API proxy's among them) now,
  // before Nest sets its error handler at start-up, and they would answer errors in Fastify's shape.
  void fastify.register(fastifyStatic, {
    root,
    // One route per file found at start-up, dot-entries (the Vite manifest) left out: no other
    // path reaches the disk.
    wildcard: false,
    // The build's compressed variants stand in for their originals, never as files of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(assetsDir) ? LONG_CACHE : REVALIDATE);
    },
  });

  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const path = decodedPath(request.url);
      if (path === null || RESERVED_PATH.test(path) || ASSETS_PATH.test(path)) {
        return reply.callNotFound();
      }
      return reply.sendFile('/index.html');
    },
  });
}

export function registerWebApp(
  app: NestFastifyApplication,
  distDir: string,
  publicUrl: string,
): void {
  const fastify = app.getHttpAdapter().getInstance();
  serveSiteMap(fastify, resolve(distDir), publicUrl);
  serveWebApp(fastify, distDir);
}
