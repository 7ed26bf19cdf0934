import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * JSON bodies are checked at the edge, so malformed or oversized ones are refused with the API's
 * error shape before any service is involved, and then forwarded as the exact bytes received
 * (a service verifying a signature over the body still can). Every other content type, multipart
 * uploads included, passes through untouched as bytes within the same size limit.
 */
export function registerEdgeBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');

  app.useBodyParser<Server>('application/json', { bodyLimit }, (request, body, done) => {
    parseJson(request, body.toString('utf8'), (error) => (error ? done(error) : done(null, body)));
  });
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}
