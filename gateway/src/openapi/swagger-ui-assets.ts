import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SWAGGER_UI_ASSET_FILES, SWAGGER_UI_ASSETS_PREFIX } from './swagger-ui-page';

/** Serves Swagger UI from the installed package: the machines running the gateway may be offline. */
export async function registerSwaggerUiAssets(app: NestFastifyApplication): Promise<void> {
  const allowed = new Set(SWAGGER_UI_ASSET_FILES.map((file) => `/${file}`));
  await app.register(fastifyStatic, {
    root: dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: SWAGGER_UI_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => allowed.has(pathName),
    maxAge: '1d',
  });
}
