import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
const STRIPE_JS = 'https://js.stripe.com';

/**
 * What the web app may load: its own files, inline styles (Ant Design injects them at run time),
 * Google's sign-in button (script, stylesheet, iframe) and Stripe.js (script and iframes). There
 * is no `upgrade-insecure-requests`: local runs are plain HTTP and upgrading would break every page.
 */
const CONTENT_SECURITY_POLICY: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'", GOOGLE_SIGN_IN_SCRIPT, STRIPE_JS],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_ACCOUNTS}/gsi/style`],
  'frame-src': ["'self'", GOOGLE_ACCOUNTS, STRIPE_JS, 'https://hooks.stripe.com'],
  'connect-src': ["'self'", `${GOOGLE_ACCOUNTS}/gsi/`, 'https://api.stripe.com'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'worker-src': ["'self'", 'blob:'],
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

const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CORS_MAX_AGE_SECONDS = 600;

/** The policy with the origins media are served from added to images and media. */
function contentSecurityPolicy(mediaOrigins: readonly string[]): string {
  const policy = {
    ...CONTENT_SECURITY_POLICY,
    'img-src': [...CONTENT_SECURITY_POLICY['img-src'], ...mediaOrigins],
    'media-src': [...CONTENT_SECURITY_POLICY['media-src'], ...mediaOrigins],
  };
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The security headers of every response the gateway sends, written out once at start-up.
 * `mediaOrigins` names where signed media URLs point when that is not HTTPS (a local object store).
 */
export function securityHeaders(
  mediaOrigins: readonly string[] = [],
): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(mediaOrigins),
    // Google's sign-in pop-up must be able to report back to the page that opened it.
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
    // The browsers' old XSS filter opened holes of its own; the content security policy replaces it.
    'x-xss-protection': '0',
  });
}

/**
 * The headers of answers that are data, not documents (JSON from the services): nothing in them
 * may load, run or be framed, so the policy is `default-src 'none'`, and the headers that only
 * shape how a browser treats a page (opener policy, agent cluster, DNS prefetch and the like) are
 * left out; each of those a page gets costs every API answer bytes on the wire.
 */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** CORS headers of an answer to a listed origin, which is reflected besides them. */
const ALLOWED_ORIGIN_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
});

const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  vary: 'Origin, Access-Control-Request-Headers',
  'access-control-allow-methods': CORS_METHODS.join(', '),
  'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  // Browsers wait for a body on a 204 without a length.
  'content-length': '0',
});

/**
 * Answers any OPTIONS request as a CORS preflight, before authentication or rate limits see it;
 * the request headers asked for are allowed, the origin decides whether the browser may go on.
 */
function answerPreflight(request: FastifyRequest, reply: FastifyReply): void {
  const { origin } = request.headers;
  if (!origin || !request.headers['access-control-request-method']) {
    void reply.code(400).send({
      error: 'A CORS preflight needs the Origin and Access-Control-Request-Method headers.',
    });
    return;
  }
  void reply.headers(PREFLIGHT_HEADERS);
  const requestedHeaders = request.headers['access-control-request-headers'];
  if (requestedHeaders !== undefined) {
    void reply.header('access-control-allow-headers', requestedHeaders);
  }
  void reply.code(204).send();
}

export interface EdgeSecurityOptions {
  /** Origins whose pages may call with credentials. */
  corsOrigins: readonly string[];
  /** Where signed media URLs point when that is not HTTPS (a local object store). */
  mediaOrigins?: readonly string[];
  /** Route patterns whose answers are data (the proxied API), given the data headers. */
  dataRoutes?: readonly string[];
}

/**
 * CORS for the configured origins (credentials allowed, the origin reflected only when listed)
 * and the security headers, from one hook that only copies values prepared here. Every answer
 * varies by `Origin`; only one to a listed origin carries the CORS headers, which browsers ignore
 * on any other.
 */
export function registerEdgeSecurity(fastify: FastifyInstance, options: EdgeSecurityOptions): void {
  const allowedOrigins = new Set(options.corsOrigins);
  const dataRoutes = new Set(options.dataRoutes ?? []);
  const documentHeaders = securityHeaders(options.mediaOrigins);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('vary', 'Origin');
    const { origin } = request.headers;
    if (origin !== undefined && allowedOrigins.has(origin)) {
      void reply.header('access-control-allow-origin', origin).headers(ALLOWED_ORIGIN_HEADERS);
    }
    if (request.method === 'OPTIONS') {
      answerPreflight(request, reply);
      return;
    }
    const route = request.routeOptions.url;
    void reply.headers(
      route !== undefined && dataRoutes.has(route) ? DATA_SECURITY_HEADERS : documentHeaders,
    );
    done();
  });
}
