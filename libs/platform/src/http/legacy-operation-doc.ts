import type { z } from 'zod';
import type { DataResponseDoc } from './api-operation.decorator';
import type { ApiRoute, HttpMethod } from './api-routes';

/** A route described apart from its handler; goes once every controller carries `@ApiOperation`. */
export interface LegacyOperationDoc {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  responses: Record<number, string | DataResponseDoc>;
}

export function legacyRoutes(operations: readonly LegacyOperationDoc[]): ApiRoute[] {
  return operations.map((op) => ({
    method: op.method,
    path: op.path,
    tag: op.tag,
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_, c: string) => c.toUpperCase())}`,
    security: op.auth ? 'bearer' : 'public',
    roles: [],
    spec: { summary: op.summary, body: op.body, query: op.query, responses: op.responses },
  }));
}
