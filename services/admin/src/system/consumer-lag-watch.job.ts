import { Injectable } from '@nestjs/common';
import { InjectQueue, RecurringSweep } from '@tessera/platform';
import type { Queue } from 'bullmq';
import { consumerLagSignal, LAG_CHECK_INTERVAL_MS } from '../incidents/incident-rules';
import { RaiseIncidentUseCase } from '../incidents/raise-incident.usecase';
import { KafkaLagClient } from './kafka-lag.client';

export const CONSUMER_LAG_WATCH_QUEUE = 'consumer-lag-watch';

/**
 * Reads consumer lag once a minute and counts each group and topic above the lag rule's
 * threshold; staying above it for five checks raises an incident.
 */
@Injectable()
export class ConsumerLagWatchJob extends RecurringSweep {
  constructor(
    @InjectQueue(CONSUMER_LAG_WATCH_QUEUE) queue: Queue,
    private readonly kafka: KafkaLagClient,
    private readonly raise: RaiseIncidentUseCase,
  ) {
    super(queue, { schedulerId: 'watch-consumer-lag', everyMs: LAG_CHECK_INTERVAL_MS });
  }

  protected async sweep(): Promise<string> {
    const { lag } = await this.kafka.read();
    const at = new Date();
    let behind = 0;
    for (const row of lag) {
      const signal = consumerLagSignal(row.groupId, row.topic, row.lag, at);
      if (!signal) continue;
      behind += 1;
      await this.raise.execute(signal);
    }
    return `${behind} of ${lag.length} consumers behind`;
  }
}
