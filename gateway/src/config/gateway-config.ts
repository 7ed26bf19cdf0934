import { isAbsolute, resolve } from 'node:path';
import { SERVICE_REGISTRY, type ServiceEntry, serviceUrlVariable } from '@tessera/contracts';
import {
  baseEnvSchema,
  loadConfig,
  redisEnvSchema,
  tokenVerificationEnvSchema,
} from '@tessera/platform';
import { z } from 'zod';

/** The gateway package folder, whether this file runs from `src/config` or `dist/config`. */
const GATEWAY_PACKAGE_DIR = resolve(__dirname, '..', '..');

const serviceUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The web app's development server, allowed only while developing. */
const DEVELOPMENT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })))
  .optional();

export const gatewayConfigSchema = z.object({
  ...baseEnvSchema.shape,
  ...redisEnvSchema.shape,
  ...tokenVerificationEnvSchema.shape,
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default('../web/dist')
    .transform((dir) => (isAbsolute(dir) ? dir : resolve(GATEWAY_PACKAGE_DIR, dir))),
  /**
   * Origins whose pages may call the API with credentials. Unset, only the development server's
   * under NODE_ENV=development, and none otherwise.
   */
  CORS_ORIGINS: originList,
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  RATE_LIMIT_CREDENTIALS_MAX: positiveInt(10),
  RATE_LIMIT_API_MAX: positiveInt(300),
  /** Empty means no bypass, so deployments can keep the variable defined but blank. */
  LOAD_TEST_KEY: z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .optional(),
  BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
  /**
   * Largest multipart upload (all files of one request) streamed through to a service; the
   * service applies the per-file limits of the plan. Never buffered, so it costs no memory.
   */
  UPLOAD_BODY_LIMIT_BYTES: positiveInt(512 * 1024 * 1024),
  /** Longest a client may take to send a whole request, body included, before a 408. */
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  /** Longest a file upload may take to arrive, since it may be large and the link slow. */
  UPLOAD_TIMEOUT_MS: positiveInt(30 * 60_000),
  /** Longest a client may take to send the request line and headers, before a 408. */
  HEADERS_TIMEOUT_MS: positiveInt(15_000),
  /** Most client connections held at once; further ones are closed as they arrive. */
  MAX_CONNECTIONS: positiveInt(10_000),
  /**
   * Most requests one client address may have in flight at once, each holding a connection (a
   * slow upload holds one for up to `UPLOAD_TIMEOUT_MS`); further ones are answered 429 and their
   * connections closed. Requests carrying `LOAD_TEST_KEY` are not counted.
   */
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(128),
  /**
   * Where Prometheus scrapes `/metrics`: a port of its own (9464 unless set) that is never
   * published, since the metrics name the Node version, every route and the heap. 0 takes any
   * free port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Where `/socket.io` goes; by default the registry service marked `websocket`, if any. Several
   * replicas' URLs, comma-separated, share new WebSocket connections in turn (see SocketUpstreams).
   */
  SOCKET_IO_URL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim().replace(/\/+$/, ''))
        .filter((url) => url.length > 0),
    )
    .pipe(z.array(z.url({ protocol: /^http$/ })).min(1))
    .optional(),
  /**
   * The object store signed media URLs point at. A plain-HTTP one (a local MinIO) is added to the
   * pages' image and media sources; HTTPS stores are allowed already.
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Proxies in front of the gateway whose `X-Forwarded-For` entries are trusted (0 when the gateway
   * faces clients directly, 1 behind one ingress). Anything further left is client-supplied.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The address people reach the platform at: `/sitemap.xml` and `/robots.txt` name pages by full
   * URL, as search engines require.
   */
  PUBLIC_URL: serviceUrl('http://localhost:8080'),
});

/** Where each registry service is reached: `<NAME>_URL`, by default its registry port locally. */
const serviceUrlsSchema = z.object(
  Object.fromEntries(
    SERVICE_REGISTRY.map((entry) => [
      serviceUrlVariable(entry.name),
      serviceUrl(`http://127.0.0.1:${entry.port}`),
    ]),
  ),
);

/** A registry service as the gateway sees it: where it is and which `/api` prefixes it serves. */
export interface ServiceTarget {
  name: string;
  baseUrl: string;
  routes: readonly string[];
}

const DEFAULT_METRICS_PORT = 9464;

export type GatewayConfig = Omit<
  z.output<typeof gatewayConfigSchema>,
  'METRICS_PORT' | 'CORS_ORIGINS'
> & {
  METRICS_PORT: number;
  CORS_ORIGINS: string[];
  services: ServiceTarget[];
  /** The socket.io service's replicas; none when there is no such service. */
  socketIoUrls: string[];
};

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  // One schema for both parts, so a bad start-up names every offending setting at once.
  const settings = loadConfig(
    gatewayConfigSchema.extend(serviceUrlsSchema.shape),
    env,
  ) as unknown as z.output<typeof gatewayConfigSchema> & Record<string, string>;
  const services = SERVICE_REGISTRY.map((entry) => ({
    name: entry.name,
    baseUrl: settings[serviceUrlVariable(entry.name)],
    routes: entry.routes,
  }));
  const socketService = SERVICE_REGISTRY.find((entry: ServiceEntry) => entry.websocket);
  const socketIoUrls =
    settings.SOCKET_IO_URL ??
    (socketService ? [settings[serviceUrlVariable(socketService.name)]] : []);
  // Test runs start several gateways side by side, so one fixed port would not do for them.
  const metricsPort =
    settings.METRICS_PORT ?? (settings.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORT);
  const corsOrigins =
    settings.CORS_ORIGINS ?? (settings.NODE_ENV === 'development' ? DEVELOPMENT_ORIGINS : []);
  return {
    ...settings,
    METRICS_PORT: metricsPort,
    CORS_ORIGINS: corsOrigins,
    services,
    socketIoUrls,
  };
}
