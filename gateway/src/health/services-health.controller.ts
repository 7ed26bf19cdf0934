import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTag, respond } from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { ROUTE_TABLE, type ServiceRoute, servicesOf } from '../routing/route-table';
import { z } from 'zod';
import { checkServicesHealth } from './services-health';

/** What `GET /api/health` answers, whatever the verdict (see `ServicesHealthReport`). */
const healthReportSchema = z.object({
  status: z.enum(['up', 'degraded']),
  gateway: z.object({ status: z.literal('up'), uptimeSeconds: z.number() }),
  services: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['up', 'down']),
      responseTimeMs: z.number(),
      checks: z.record(z.string(), z.unknown()),
      error: z.string().optional(),
    }),
  ),
});

/** The whole platform at a glance: 200 when every service is up, 503 when any is not. */
@ApiTag('gateway')
@Controller('api/health')
export class ServicesHealthController {
  constructor(@Inject(ROUTE_TABLE) private readonly routes: ServiceRoute[]) {}

  @Get()
  @ApiOperation({
    operationId: 'gatewayHealth',
    summary: 'Health of the gateway and of every service behind it, with response times',
    responses: {
      200: { description: 'Every service is up', data: healthReportSchema },
      503: {
        description: 'At least one service is down: status "degraded"',
        data: healthReportSchema,
      },
    },
  })
  async overall(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await checkServicesHealth(servicesOf(this.routes));
    void reply.status(report.status === 'up' ? 200 : 503);
    return respond(report);
  }
}
