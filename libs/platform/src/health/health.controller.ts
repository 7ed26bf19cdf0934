import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { respond } from '../http/respond';
import { HEALTH_INDICATORS, type HealthIndicator, runHealthChecks } from './health-indicator';

@Controller('health')
export class HealthController {
  constructor(@Inject(HEALTH_INDICATORS) private readonly indicators: HealthIndicator[]) {}

  /** Liveness: the process answers; dependencies are not consulted so a broker outage never restarts pods. */
  @Get('live')
  live() {
    return respond({ status: 'up' });
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await runHealthChecks(this.indicators);
    reply.status(report.status === 'up' ? 200 : 503);
    return respond(report);
  }

  @Get()
  async overall(@Res({ passthrough: true }) reply: FastifyReply) {
    return this.ready(reply);
  }
}
