import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { QueueBoard } from './board/queue-board';
import type { QueueDefinition, QueueModuleOptions } from './queue-options';
import { QueueRegistry } from './queue-registry';
import { QUEUE_MODULE_OPTIONS, queueToken } from './queue.tokens';

@Global()
@Module({})
class QueueCoreModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    return {
      module: QueueCoreModule,
      providers: [
        { provide: QUEUE_MODULE_OPTIONS, useValue: options },
        QueueRegistry,
        ...(options.board ? [QueueBoard] : []),
      ],
      exports: [QueueRegistry, ...(options.board ? [QueueBoard] : [])],
    };
  }
}

/**
 * BullMQ queues on Redis. The service imports `QueueModule.forRoot` once; each feature declares
 * its queues, and the worker of each, with `QueueModule.forFeature`:
 *
 *   imports: [QueueModule.forFeature({ name: 'media', processor: MediaJob, concurrency: 2 })],
 *   providers: [MediaJob],
 *
 * where `MediaJob` is an injectable `JobProcessor` the feature provides (or `processor` is a
 * plain function). Features add jobs through `@InjectQueue('media') queue: Queue`.
 */
@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    return QueueCoreModule.forRoot(options);
  }

  static forFeature(...definitions: QueueDefinition[]): DynamicModule {
    const queues: Provider[] = definitions.map((definition) => ({
      provide: queueToken(definition.name),
      useFactory: (registry: QueueRegistry) => registry.declare(definition),
      inject: [QueueRegistry],
    }));
    return {
      module: QueueModule,
      providers: queues,
      exports: definitions.map((definition) => queueToken(definition.name)),
    };
  }
}
