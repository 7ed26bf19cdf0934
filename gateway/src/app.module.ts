import { type DynamicModule, Module } from '@nestjs/common';
import {
  AccessTokenModule,
  buildOpenApiDocument,
  documentedRoutes,
  HealthModule,
  LoggerModule,
  RedisHealthIndicator,
  RedisModule,
} from '@tessera/platform';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway-config';
import { ServicesHealthController } from './health/services-health.controller';
import { OpenApiAggregator } from './openapi/openapi-aggregator';
import { OpenApiController } from './openapi/openapi.controller';
import { ServiceProxy } from './proxy/service-proxy';
import { RateLimiter } from './rate-limit/rate-limiter';
import { buildRouteTable, ROUTE_TABLE, type ServiceRoute, servicesOf } from './routing/route-table';

const GATEWAY_CONTROLLERS = [ServicesHealthController, OpenApiController];

@Module({})
export class AppModule {
  static register(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(logger),
        RedisModule.forRoot(config.REDIS_URL),
        AccessTokenModule.forRoot(config),
        // Metrics are served on their own port (see main.ts), never on the public one.
        HealthModule.forRoot([RedisHealthIndicator], { metricsRoute: false }),
      ],
      controllers: GATEWAY_CONTROLLERS,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: ROUTE_TABLE, useValue: buildRouteTable(config.services) },
        {
          provide: OpenApiAggregator,
          useFactory: (routes: ServiceRoute[]) =>
            new OpenApiAggregator(
              servicesOf(routes),
              buildOpenApiDocument(
                'Tessera gateway',
                documentedRoutes({ sources: { controllers: GATEWAY_CONTROLLERS } }),
              ),
            ),
          inject: [ROUTE_TABLE],
        },
        ServiceProxy,
        RateLimiter,
      ],
    };
  }
}
