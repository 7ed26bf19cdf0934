import { Module } from '@nestjs/common';
import { MongoHealthIndicator } from '@tessera/platform';
import { KafkaLagClient } from './kafka-lag.client';
import { ReadSystemHealthUseCase } from './read-system-health.usecase';
import { SystemController } from './system.controller';

/** The system page: probes of services, brokers, queues and stores, read when asked. */
@Module({
  controllers: [SystemController],
  providers: [KafkaLagClient, MongoHealthIndicator, ReadSystemHealthUseCase],
})
export class SystemModule {}
