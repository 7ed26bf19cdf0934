import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document';

const document = buildOpenApiDocument('Test', [
  {
    method: 'get',
    path: '/api/things/{id}',
    tag: 'things',
    summary: 'One thing',
    responses: {
      200: { description: 'The thing', data: z.object({ id: z.string(), size: z.int() }) },
      404: 'No such thing',
    },
  },
]);
const responses = (document.paths as Record<string, Record<string, { responses: unknown }>>)[
  '/api/things/{id}'
].get.responses as Record<string, { content: { 'application/json': { schema: unknown } } }>;
const schemaOf = (status: string) => responses[status].content['application/json'].schema;

describe('buildOpenApiDocument', () => {
  it('describes a data response as { data, message? } with the schema of its data', () => {
    expect(schemaOf('200')).toMatchObject({
      type: 'object',
      required: ['data'],
      additionalProperties: false,
      properties: {
        data: {
          type: 'object',
          required: ['id', 'size'],
          properties: { id: { type: 'string' }, size: { type: 'integer' } },
          additionalProperties: false,
        },
        message: { type: 'string' },
      },
    });
    expect(JSON.stringify(schemaOf('200'))).not.toContain('$schema');
  });

  it('describes a failure and the validation answer with the failure body', () => {
    expect(schemaOf('404')).toMatchObject({ required: ['error'] });
    expect(schemaOf('400')).toMatchObject({ required: ['error'] });
  });
});
