import { Injectable } from '@nestjs/common';
import type { TrackedKafkaServer } from '../tracked-kafka-server';

/** Whether this process's event consumers have joined their group (or it consumes nothing). */
@Injectable()
export class ConsumerGroupStatus {
  private server: TrackedKafkaServer | null = null;

  attach(server: TrackedKafkaServer): void {
    this.server = server;
  }

  get state(): 'none' | 'joining' | 'joined' {
    if (!this.server) return 'none';
    return this.server.hasJoinedGroup ? 'joined' : 'joining';
  }
}
