import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MongoHealthIndicator, QueueModule } from '@tessera/platform';
import { IncidentsModule } from '../incidents/incidents.module';
import { ConsumerGroups } from './consumer-groups';
import { CONSUMER_LAG_WATCH_QUEUE, ConsumerLagWatchJob } from './consumer-lag-watch.job';
import {
  DeadLetter,
  DeadLetterReplay,
  DeadLetterReplaySchema,
  DeadLetterSchema,
} from './dead-letter.schema';
import { DeadLettersController } from './dead-letters.controller';
import { DeadLetterReplaysRepository, DeadLettersRepository } from './dead-letters.repository';
import { DeadLettersStream } from './dead-letters.stream';
import { KafkaLagClient } from './kafka-lag.client';
import { ReadSystemHealthUseCase } from './read-system-health.usecase';
import { ReplayDeadLettersUseCase } from './replay-dead-letters.usecase';
import { ServiceQueuesClient } from './service-queues.client';
import { SystemController } from './system.controller';

/**
 * The system page: probes of services, brokers, queues and stores, read when asked; dead letters
 * copied from the brokers with their replay; and the watch over consumer lag and dead letters
 * that feeds the alert rules.
 */
@Module({
  imports: [
    IncidentsModule,
    MongooseModule.forFeature([
      { name: DeadLetter.name, schema: DeadLetterSchema },
      { name: DeadLetterReplay.name, schema: DeadLetterReplaySchema },
    ]),
    QueueModule.forFeature({ name: CONSUMER_LAG_WATCH_QUEUE, processor: ConsumerLagWatchJob }),
  ],
  controllers: [SystemController, DeadLettersController],
  providers: [
    ConsumerGroups,
    KafkaLagClient,
    MongoHealthIndicator,
    ServiceQueuesClient,
    DeadLettersRepository,
    DeadLetterReplaysRepository,
    DeadLettersStream,
    ReplayDeadLettersUseCase,
    ConsumerLagWatchJob,
    ReadSystemHealthUseCase,
  ],
})
export class SystemModule {}
