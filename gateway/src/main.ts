import 'reflect-metadata';
import { ConfigError, createHttpApp, createLogger } from '@tessera/platform';
import { AppModule } from './app.module';
import { loadGatewayConfig } from './config/gateway-config';
import { registerEdgeBodyParsers } from './http/edge-body-parsers';
import { registerSwaggerUiAssets } from './openapi/swagger-ui-assets';
import { RateLimitPolicy } from './rate-limit/rate-limit-policy';
import { registerRateLimits } from './rate-limit/rate-limit.hook';
import { RateLimiter } from './rate-limit/rate-limiter';
import { registerEdgeSecurity } from './security/edge-security';
import { registerWebApp } from './web/web-app';

async function bootstrap(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await createHttpApp(AppModule.register(config, logger), {
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
  });

  await registerEdgeSecurity(app, config.CORS_ORIGINS);
  registerEdgeBodyParsers(app, config.BODY_LIMIT_BYTES);
  registerRateLimits(app.getHttpAdapter().getInstance(), {
    limiter: app.get(RateLimiter),
    policy: new RateLimitPolicy({
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      credentialsMax: config.RATE_LIMIT_CREDENTIALS_MAX,
      apiMax: config.RATE_LIMIT_API_MAX,
    }),
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    loadTestKey: config.LOAD_TEST_KEY,
    logger,
  });
  await registerSwaggerUiAssets(app);
  await registerWebApp(app, config.WEB_DIST_DIR);

  await app.init();
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT, webDist: config.WEB_DIST_DIR }, 'gateway listening');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
