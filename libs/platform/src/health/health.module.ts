import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { MetricsController } from '../metrics/metrics.controller';
import { HEALTH_INDICATORS, type HealthIndicator } from './health-indicator';
import { HealthController } from './health.controller';

export interface HealthModuleOptions {
  /** `GET /metrics` on the app's own port; off where metrics are served on a port of their own. */
  metricsRoute?: boolean;
  /** Checks of dependencies only this service has (a search cluster), made from its config. */
  extra?: HealthIndicator[];
}

/** Health and metrics endpoints; the service lists the indicator classes it depends on. */
@Module({})
export class HealthModule {
  static forRoot(
    indicators: Type<HealthIndicator>[],
    { metricsRoute = true, extra = [] }: HealthModuleOptions = {},
  ): DynamicModule {
    return {
      module: HealthModule,
      controllers: metricsRoute ? [HealthController, MetricsController] : [HealthController],
      providers: [
        ...indicators,
        {
          provide: HEALTH_INDICATORS,
          useFactory: (...instances: HealthIndicator[]) => [...instances, ...extra],
          inject: indicators,
        },
      ],
    };
  }
}
