import type { INestApplication } from '@nestjs/common';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { Partitioners, logLevel } from 'kafkajs';

export interface ConsumerConnectionOptions {
  clientId: string;
  brokers: string[];
  groupId: string;
}

/**
 * Attaches the Kafka transport so `@EventPattern` handlers receive events. Call before
 * `app.init()` and start with `app.startAllMicroservices()` after it.
 */
export function connectEventConsumers(
  app: INestApplication,
  options: ConsumerConnectionOptions,
): void {
  app.connectMicroservice<MicroserviceOptions>(
    {
      transport: Transport.KAFKA,
      options: {
        client: {
          clientId: `${options.clientId}-consumer`,
          brokers: options.brokers,
          logLevel: logLevel.WARN,
        },
        consumer: { groupId: options.groupId, allowAutoTopicCreation: false },
        producer: { createPartitioner: Partitioners.DefaultPartitioner },
        subscribe: { fromBeginning: true },
      },
    },
    { inheritAppConfig: true },
  );
}
