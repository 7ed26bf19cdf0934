import { z } from 'zod';
import type { ApiRoute } from './api-routes';

const messageSchema = { type: 'string' };

/** `{ error, message?, errors? }`: what every failure of the API carries. */
export const API_FAILURE_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/** A zod schema as the document's JSON Schema, which names its dialect once for all. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** `{ data, message? }` with `data` as the service produces it. */
function dataBodySchema(data: z.ZodType): Record<string, unknown> {
  const dataSchema = jsonSchema(data, 'output');
  return {
    type: 'object',
    required: ['data'],
    properties: { data: dataSchema, message: messageSchema },
    additionalProperties: false,
  };
}

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: API_FAILURE_SCHEMA } },
});

const SECURITY: Record<ApiRoute['security'], unknown[]> = {
  public: [],
  // An empty requirement makes the token optional.
  optional: [{}, { bearer: [] }],
  bearer: [{ bearer: [] }],
};

function responsesOf(route: ApiRoute): Record<string, unknown> {
  const { spec } = route;
  const responses: Record<string, unknown> = {};
  for (const [status, entry] of Object.entries(spec.responses)) {
    responses[status] =
      typeof entry === 'string'
        ? failure(entry)
        : {
            description: entry.description,
            content: {
              'application/json': {
                schema:
                  'body' in entry ? jsonSchema(entry.body, 'output') : dataBodySchema(entry.data),
              },
            },
          };
  }
  if (spec.body || spec.query || spec.params) responses['400'] ??= failure('Invalid input');
  if (route.security !== 'public') {
    responses['401'] ??= failure(
      route.security === 'bearer' ? 'Not signed in' : 'The bearer token is not valid',
    );
  }
  if (route.roles.length > 0) {
    responses['403'] ??= failure(`Only for the roles: ${route.roles.join(', ')}`);
  }
  return responses;
}

function parametersOf(route: ApiRoute): Array<Record<string, unknown>> {
  const { query, params } = route.spec;
  const parameters: Array<Record<string, unknown>> = [];
  for (const [name, schema] of Object.entries(query?.shape ?? {})) {
    parameters.push({
      name,
      in: 'query',
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(schema as z.ZodType, 'input'),
    });
  }
  for (const match of route.path.matchAll(/\{(\w+)\}/g)) {
    const schema = params?.shape[match[1]] as z.ZodType | undefined;
    parameters.push({
      name: match[1],
      in: 'path',
      required: true,
      schema: schema ? jsonSchema(schema, 'input') : { type: 'string' },
    });
  }
  return parameters;
}

/**
 * Builds an OpenAPI 3.1 document from the contracts written on the handlers (`@ApiOperation`), so
 * the document cannot drift from what the service accepts and answers.
 */
export function buildOpenApiDocument(
  title: string,
  routes: readonly ApiRoute[],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    if (operationIds.has(route.operationId)) {
      throw new Error(`Two operations are named ${route.operationId}: give one an operationId`);
    }
    operationIds.add(route.operationId);
    const parameters = parametersOf(route);
    const { body } = route.spec;
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      operationId: route.operationId,
      summary: route.spec.summary,
      tags: [route.tag],
      security: SECURITY[route.security],
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: jsonSchema(body, 'input') },
              },
            },
          }
        : {}),
      responses: responsesOf(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    tags: [...new Set(routes.map((route) => route.tag))].sort().map((name) => ({ name })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
