import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OutsideApi } from '../../http/api-operation.decorator';
import { respond } from '../../http/respond';
import { ConsumerGroupStatus } from './consumer-group-status';

/**
 * Answers 200 once events published from now on will be received. Kept out of readiness, so
 * serving HTTP never waits for a group rebalance; deploy scripts and tests wait on it instead.
 */
@OutsideApi()
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
