import { Controller, Get, Inject, Res } from '@nestjs/common';
import { respond } from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { ROUTE_TABLE, type ServiceRoute, servicesOf } from '../routing/route-table';
import { checkServicesHealth } from './services-health';

/** The whole platform at a glance: 200 when every service is up, 503 when any is not. */
@Controller('api/health')
export class ServicesHealthController {
  constructor(@Inject(ROUTE_TABLE) private readonly routes: ServiceRoute[]) {}

  @Get()
  async overall(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await checkServicesHealth(servicesOf(this.routes));
    void reply.status(report.status === 'up' ? 200 : 503);
    return respond(report);
  }
}
