import { Controller, Get, Injectable, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { respond } from '../../http/respond';
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

/**
 * Answers 200 once events published from now on will be received. Kept out of readiness, so
 * serving HTTP never waits for a group rebalance; deploy scripts and tests wait on it instead.
 */
@Controller('health/consumers')
export class ConsumerGroupStatusController {
  constructor(private readonly status: ConsumerGroupStatus) {}

  @Get()
  get(@Res({ passthrough: true }) reply: FastifyReply) {
    const state = this.status.state;
    reply.status(state === 'joining' ? 503 : 200);
    return respond({ state });
  }
}
