import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
const STRIPE_JS = 'https://js.stripe.com';

/**
 * What the web app may load: its own files, inline styles (Ant Design injects them at run time),
 * Google's sign-in button (script, stylesheet, iframe) and Stripe.js (script and iframes).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", GOOGLE_SIGN_IN_SCRIPT, STRIPE_JS],
  styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_ACCOUNTS}/gsi/style`],
  frameSrc: ["'self'", GOOGLE_ACCOUNTS, STRIPE_JS, 'https://hooks.stripe.com'],
  connectSrc: ["'self'", `${GOOGLE_ACCOUNTS}/gsi/`, 'https://api.stripe.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // Local runs are plain HTTP; upgrading their requests to HTTPS would break every page.
  upgradeInsecureRequests: null,
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

export async function registerEdgeSecurity(
  app: NestFastifyApplication,
  corsOrigins: string[],
): Promise<void> {
  app.enableCors({
    origin: corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: true, directives: CONTENT_SECURITY_POLICY },
    // Google's sign-in pop-up must be able to report back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
