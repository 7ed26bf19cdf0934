import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { respond } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { originFormTarget } from '../http/request-target';

/** Paths the gateway or the services own; a miss there is a 404, never the web app's page. */
const RESERVED_PATH = /^\/(api|health|metrics)(\/|$)/;

/** Vite names built assets by content hash, so a cached copy can never be stale. */
const ASSETS_PATH = /^\/assets\//;

const LONG_CACHE = 'public, max-age=31536000, immutable';

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(originFormTarget(url).split('?', 1)[0]);
  } catch {
    return null;
  }
}

/** The file under `root` a path names, if there is one; paths escaping `root` name nothing. */
function fileUnder(root: string, path: string): string | null {
  const candidate = resolve(root, `.${path}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    return statSync(candidate).isFile() ? relative(root, candidate) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: its files as they are, and `index.html` for every other page path so
 * the client-side router can take over (a single-page app has no file per route). Without a
 * build, `/` says so.
 */
export async function registerWebApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const fastify = app.getHttpAdapter().getInstance();

  if (!existsSync(resolve(root, 'index.html'))) {
    fastify.get('/', async () =>
      respond(
        { webApp: 'not built', api: '/api', docs: '/api/docs' },
        'The web app is not built yet: run `npm run build -w web`, then restart the gateway.',
      ),
    );
    return;
  }

  await app.register(fastifyStatic, { root, serve: false });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodedPath(request.url);
    if (path === null || RESERVED_PATH.test(path)) return reply.callNotFound();
    const file = fileUnder(root, path);
    if (file) {
      const immutable = ASSETS_PATH.test(path);
      void reply.header('cache-control', immutable ? LONG_CACHE : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (ASSETS_PATH.test(path)) return reply.callNotFound();
    void reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  };
  fastify.get('/', serve);
  fastify.get('/*', serve);
}
