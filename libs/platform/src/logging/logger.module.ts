import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_LOGGER } from './logger.token';

@Global()
@Module({})
export class LoggerModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggerModule,
      providers: [{ provide: APP_LOGGER, useValue: logger }],
      exports: [APP_LOGGER],
    };
  }
}
