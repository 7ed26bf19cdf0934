import { Module } from '@nestjs/common';
import { AdminEventListeners } from './admin-event-listeners';
import { AdminEvents } from './admin.events';

/**
 * The one Kafka entry point of the admin service: features import this module and register
 * listeners on `AdminEventListeners` (e.g. in `onModuleInit`) instead of declaring handlers.
 */
@Module({
  controllers: [AdminEvents],
  providers: [AdminEventListeners],
  exports: [AdminEventListeners],
})
export class AdminEventsModule {}
