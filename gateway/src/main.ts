import 'reflect-metadata';
import { AccessTokenVerifier, ConfigError, createHttpApp, createLogger } from '@tessera/platform';
import { AppModule } from './app.module';
import { loadGatewayConfig } from './config/gateway-config';
import { MULTIPART_ROUTES, registerEdgeBodyParsers } from './http/edge-body-parsers';
import { registerHeldRequestCap } from './http/held-requests';
import { registerRequestTargetChecks } from './http/request-target-checks';
import { registerUploadAdmission } from './http/upload-admission';
import { registerSwaggerUiAssets } from './openapi/swagger-ui-assets';
import { PROXY_ROUTE_URL, registerProxyRoute } from './proxy/proxy-route';
import { ServiceProxy } from './proxy/service-proxy';
import { RateLimitPolicy } from './rate-limit/rate-limit-policy';
import { loadTestBypass, registerRateLimits } from './rate-limit/rate-limit.hook';
import { RateLimiter } from './rate-limit/rate-limiter';
import { registerEdgeSecurity } from './security/edge-security';
import { ROUTE_TABLE } from './routing/route-table';
import { registerSocketRelay } from './socket/socket-relay';
import { SocketUpstreams } from './socket/socket-upstreams';
import { registerWebApp } from './web/web-app';

async function bootstrap(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await createHttpApp(AppModule.register(config, logger), {
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    uploads: { paths: MULTIPART_ROUTES, timeoutMs: config.UPLOAD_TIMEOUT_MS },
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    maxConnections: config.MAX_CONNECTIONS,
    metricsPort: { port: config.METRICS_PORT, host: config.HOST },
  });

  const rateLimitPolicy = new RateLimitPolicy({
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    credentialsMax: config.RATE_LIMIT_CREDENTIALS_MAX,
    apiMax: config.RATE_LIMIT_API_MAX,
  });
  const plainMediaOrigin = config.S3_ENDPOINT?.startsWith('http:')
    ? [new URL(config.S3_ENDPOINT).origin]
    : [];
  await registerEdgeSecurity(app.getHttpAdapter().getInstance(), {
    corsOrigins: config.CORS_ORIGINS,
    mediaOrigins: plainMediaOrigin,
    dataRoutes: [PROXY_ROUTE_URL],
  });
  registerHeldRequestCap(app.getHttpAdapter().getInstance(), {
    limit: config.MAX_CONNECTIONS_PER_ADDRESS,
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    isLoadTest: loadTestBypass(config.LOAD_TEST_KEY),
  });
  registerRequestTargetChecks(app.getHttpAdapter().getInstance());
  registerEdgeBodyParsers(app, config.BODY_LIMIT_BYTES, config.UPLOAD_BODY_LIMIT_BYTES);
  registerUploadAdmission(app.getHttpAdapter().getInstance(), app.get(AccessTokenVerifier));
  registerRateLimits(app.getHttpAdapter().getInstance(), {
    limiter: app.get(RateLimiter),
    policy: rateLimitPolicy,
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    loadTestKey: config.LOAD_TEST_KEY,
    logger,
  });
  await registerSwaggerUiAssets(app);
  if (config.socketIoUrls.length > 0) {
    registerSocketRelay(app, {
      upstreams: new SocketUpstreams(config.socketIoUrls),
      proxy: app.get(ServiceProxy),
      limiter: app.get(RateLimiter),
      policy: rateLimitPolicy,
      trustedProxyHops: config.TRUSTED_PROXY_HOPS,
      logger,
    });
  }
  registerProxyRoute(app, {
    table: app.get(ROUTE_TABLE),
    proxy: app.get(ServiceProxy),
    verifier: app.get(AccessTokenVerifier),
  });
  registerWebApp(app, config.WEB_DIST_DIR, config.PUBLIC_URL);

  await app.init();
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT, webDist: config.WEB_DIST_DIR }, 'gateway listening');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
