import type { OperationDoc } from '@tessera/platform';

/** Operations the gateway answers itself rather than forwarding. */
export const GATEWAY_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'gateway',
    summary: 'Health of the gateway and of every service behind it, with response times',
    responses: {
      200: '{ status: "up", gateway: { status, uptimeSeconds }, services: [{ name, status, responseTimeMs, checks }] }',
      503: 'At least one service is down: the same body with status "degraded"',
    },
  },
];
