import { ServerKafka } from '@nestjs/microservices';
import type { Consumer } from 'kafkajs';

/**
 * The Kafka transport, plus whether its consumer has joined its group: the moment from which no
 * newly published event can be missed by a consumer that starts at the latest offsets.
 */
export class TrackedKafkaServer extends ServerKafka {
  private joined = false;

  get hasJoinedGroup(): boolean {
    return this.joined;
  }

  protected override registerConsumerEventListeners(): void {
    super.registerConsumerEventListeners();
    const consumer = this.consumer as Consumer;
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined = true;
    });
    consumer.on(consumer.events.CRASH, () => {
      this.joined = false;
    });
  }
}
