import type { OperationDoc } from '@tessera/platform';
import { z } from 'zod';

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

/** Operations the gateway answers itself rather than forwarding. */
export const GATEWAY_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'gateway',
    summary: 'Health of the gateway and of every service behind it, with response times',
    responses: {
      200: { description: 'Every service is up', data: healthReportSchema },
      503: {
        description: 'At least one service is down: status "degraded"',
        data: healthReportSchema,
      },
    },
  },
];
