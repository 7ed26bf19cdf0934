import { z } from 'zod';

export interface OperationDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  /** Needs `Authorization: Bearer <access token>`. */
  auth?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  /**
   * Status codes this operation answers with, besides validation (400) and server errors: a
   * failure's description (body `{ error, message?, errors? }`), or a description and the schema
   * of `data` for a body `{ data, message? }`.
   */
  responses: Record<number, string | DataResponseDoc>;
}

export interface DataResponseDoc {
  description: string;
  data: z.ZodType;
}

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

/** `{ data, message? }` with `data` as the service produces it. */
function dataBodySchema(data: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...dataSchema } = z.toJSONSchema(data, {
    io: 'output',
    unrepresentable: 'any',
  });
  return {
    type: 'object',
    required: ['data'],
    properties: { data: dataSchema, message: messageSchema },
    additionalProperties: false,
  };
}

/**
 * Builds an OpenAPI 3.1 document from the same zod schemas that validate requests, so the document
 * cannot drift from what the service accepts.
 */
export function buildOpenApiDocument(
  title: string,
  operations: OperationDoc[],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, entry] of Object.entries(op.responses)) {
      responses[status] =
        typeof entry === 'string'
          ? { description: entry, content: { 'application/json': { schema: API_FAILURE_SCHEMA } } }
          : {
              description: entry.description,
              content: { 'application/json': { schema: dataBodySchema(entry.data) } },
            };
    }
    responses['400'] ??= {
      description: 'Invalid input',
      content: { 'application/json': { schema: API_FAILURE_SCHEMA } },
    };
    const parameters: Array<Record<string, unknown>> = op.query
      ? Object.entries(op.query.shape).map(([name, schema]) => ({
          name,
          in: 'query',
          required: false,
          schema: z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
        }))
      : [];
    for (const match of op.path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
