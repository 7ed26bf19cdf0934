import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { MetricsController } from '../metrics/metrics.controller';
import { HEALTH_INDICATORS, type HealthIndicator } from './health-indicator';
import { HealthController } from './health.controller';

/** Health and metrics endpoints; the service lists the indicator classes it depends on. */
@Module({})
export class HealthModule {
  static forRoot(indicators: Type<HealthIndicator>[]): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController, MetricsController],
      providers: [
        ...indicators,
        {
          provide: HEALTH_INDICATORS,
          useFactory: (...instances: HealthIndicator[]) => instances,
          inject: indicators,
        },
      ],
    };
  }
}
