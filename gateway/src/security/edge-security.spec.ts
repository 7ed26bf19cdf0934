import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEdgeSecurity } from './edge-security';

const WEB_ORIGIN = 'https://tessera.example';
const EXPOSED =
  'x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, ratelimit-policy';

/** The headers browsers have been getting, value for value. */
const EXPECTED_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';" +
    "script-src 'self' https://accounts.google.com/gsi/client https://js.stripe.com;" +
    "script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;" +
    "frame-src 'self' https://accounts.google.com https://js.stripe.com https://hooks.stripe.com;" +
    "connect-src 'self' https://accounts.google.com/gsi/ https://api.stripe.com;" +
    "media-src 'self' blob: https:;worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function gateway(mediaOrigins?: string[]): Promise<FastifyInstance> {
  const instance = Fastify();
  await registerEdgeSecurity(instance, {
    corsOrigins: [WEB_ORIGIN],
    mediaOrigins,
    dataRoutes: ['/api/*'],
  });
  instance.get('/page', async () => ({ data: 'page' }));
  instance.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/api/*',
    handler: async () => ({ data: 'done' }),
  });
  await instance.ready();
  return instance;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await gateway();
});

afterAll(async () => {
  await app.close();
});

const call = (options: InjectOptions) => app.inject(options);

describe('registerEdgeSecurity', () => {
  it('sends the full set of security headers with every document, found or not', async () => {
    for (const url of ['/page', '/missing']) {
      const response = await call({ method: 'GET', url });
      expect(response.headers).toMatchObject(EXPECTED_SECURITY_HEADERS);
    }
  });

  it('sends data routes a policy under which nothing loads, runs or is framed, and no page headers', async () => {
    const response = await call({ method: 'GET', url: '/api/thing' });
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const pageOnly of PAGE_ONLY_HEADERS) {
      expect(response.headers[pageOnly]).toBeUndefined();
    }
  });

  it('lets pages show images and videos from a plain-HTTP object store when one is named', async () => {
    const withStore = await gateway(['http://127.0.0.1:9000']);
    const policy = String(
      (await withStore.inject({ method: 'GET', url: '/page' })).headers['content-security-policy'],
    );
    await withStore.close();
    expect(policy).toContain("img-src 'self' data: blob: https: http://127.0.0.1:9000;");
    expect(policy).toContain("media-src 'self' blob: https: http://127.0.0.1:9000;");
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/client");
  });

  it('reflects a listed origin with credentials and leaves others without an allowed origin', async () => {
    const allowed = await call({
      method: 'POST',
      url: '/api/thing',
      headers: { origin: WEB_ORIGIN },
    });
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': WEB_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': EXPOSED,
      vary: 'Origin',
    });

    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const other = await call({ method: 'GET', url: '/page', headers });
      expect(other.headers).toMatchObject({ vary: 'Origin' });
      for (const cors of [
        'access-control-allow-origin',
        'access-control-allow-credentials',
        'access-control-expose-headers',
      ]) {
        expect(other.headers[cors]).toBeUndefined();
      }
    }
  });

  it('answers a preflight itself, on any path, with the request headers allowed', async () => {
    const response = await call({
      method: 'OPTIONS',
      url: '/api/thing',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': WEB_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': 'content-type, authorization',
      'access-control-max-age': '600',
      'content-length': '0',
      vary: 'Origin, Access-Control-Request-Headers',
    });
    expect(response.headers['content-security-policy']).toBeUndefined();

    const foreign = await call({
      method: 'OPTIONS',
      url: '/anywhere',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.statusCode).toBe(204);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses an OPTIONS request that is not a preflight in the API error shape', async () => {
    for (const headers of [{}, { origin: WEB_ORIGIN }]) {
      const response = await call({ method: 'OPTIONS', url: '/api/thing', headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.stringMatching(/Origin/) });
    }
  });
});
