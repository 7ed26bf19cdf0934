import 'reflect-metadata';
import { Controller, Get, Module, Post, UseGuards } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../auth/optional-jwt-auth.guard';
import { RequireRoles } from '../auth/roles.guard';
import { ApiOperation, OutsideApi, ValidBody, ValidParam } from './api-operation.decorator';
import { buildOpenApiDocument } from './openapi-document';
import { documentedRoutes } from './openapi.module';

const thingSchema = z.object({ id: z.string(), size: z.int() });

@Controller('things')
class ThingsController {
  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'One thing',
    params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }),
    responses: { 200: { description: 'The thing', data: thingSchema }, 404: 'No such thing' },
  })
  one(@ValidParam('id') id: string) {
    return id;
  }

  @Post()
  @RequireRoles('admin')
  @ApiOperation({
    summary: 'Make a thing',
    body: z.object({ size: z.int() }),
    responses: { 201: { description: 'The thing', data: thingSchema } },
  })
  create(@ValidBody() body: unknown) {
    return body;
  }

  @Get()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'listThings',
    summary: 'Every thing',
    query: z.object({ page: z.coerce.number().default(1), q: z.string() }),
    responses: { 200: { description: 'Things', data: z.array(thingSchema) } },
  })
  list() {
    return [];
  }
}

@OutsideApi()
@Controller('probe')
class ProbeController {
  @Get()
  probe() {
    return 'ok';
  }
}

@Module({ controllers: [ThingsController, ProbeController] })
class ThingsModule {}

const routes = documentedRoutes({ sources: { imports: [ThingsModule] }, globalPrefix: 'api' });
const document = buildOpenApiDocument('Test', routes);
type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  responses: Record<string, { content: { 'application/json': { schema: unknown } } }>;
};
const paths = document.paths as Record<string, Record<string, Operation>>;
const operation = (path: string, method: string) => paths[path][method];
const schemaOf = (op: Operation, status: string) =>
  op.responses[status].content['application/json'].schema;

describe('an OpenAPI document derived from the handlers', () => {
  it('reads every documented route of the module tree under the prefix, leaving out probes', () => {
    expect(Object.keys(paths).sort()).toEqual(['/api/things', '/api/things/{id}']);
    expect(routes.map((route) => route.operationId).sort()).toEqual([
      'listThings',
      'thingsCreate',
      'thingsOne',
    ]);
  });

  it('describes a data response as { data, message? } with the schema of its data', () => {
    expect(schemaOf(operation('/api/things/{id}', 'get'), '200')).toMatchObject({
      type: 'object',
      required: ['data'],
      additionalProperties: false,
      properties: {
        data: {
          type: 'object',
          required: ['id', 'size'],
          properties: { id: { type: 'string' }, size: { type: 'integer' } },
        },
        message: { type: 'string' },
      },
    });
    expect(JSON.stringify(document)).not.toContain('$schema');
  });

  it('declares security from the guards: public, optional token, bearer with roles', () => {
    expect(operation('/api/things/{id}', 'get').security).toEqual([{}, { bearer: [] }]);
    const create = operation('/api/things', 'post');
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '403']);
  });

  it('documents path parameters with their schema and required query parameters', () => {
    expect(operation('/api/things/{id}', 'get').parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ pattern: '^[a-f0-9]{24}$' }),
      },
    ]);
    const query = operation('/api/things', 'get').parameters ?? [];
    expect(query.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'page', required: false },
      { name: 'q', required: true },
    ]);
  });

  it('refuses an app with a route that carries no contract', () => {
    @Controller('loose')
    class LooseController {
      @Get()
      loose() {
        return 'x';
      }
    }
    expect(() => documentedRoutes({ sources: { controllers: [LooseController] } })).toThrow(
      'Routes without @ApiOperation: GET /loose',
    );
  });

  it('refuses two operations with one operationId', () => {
    const [first] = routes;
    expect(() => buildOpenApiDocument('Test', [first, { ...first, path: '/other' }])).toThrow(
      `Two operations are named ${first.operationId}`,
    );
  });
});
