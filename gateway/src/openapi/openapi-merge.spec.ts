import { describe, expect, it } from 'vitest';
import { API_FAILURE_SCHEMA } from '@tessera/platform';
import { isOpenApiDocument, mergeOpenApiDocuments } from './openapi-merge';

/** Each operation's summary, path by path. */
function summaries(paths: unknown): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(paths as Record<string, Record<string, { summary: string }>>).map(
      ([path, item]) => [
        path,
        Object.fromEntries(Object.entries(item).map(([method, op]) => [method, op.summary])),
      ],
    ),
  );
}

const bearer = { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' };

const gateway = {
  openapi: '3.1.0',
  info: { title: 'Tessera gateway', version: '1.0.0' },
  components: { securitySchemes: { bearer } },
  paths: { '/api/health': { get: { summary: 'Platform health' } } },
};

const auth = {
  openapi: '3.1.0',
  info: { title: 'Tessera auth service', version: '1.0.0' },
  components: { securitySchemes: { bearer }, schemas: { User: { type: 'object' } } },
  paths: {
    '/api/auth/login': { post: { summary: 'Sign in' } },
    '/api/users/{id}': { get: { summary: 'One profile' } },
  },
};

const content = {
  openapi: '3.1.0',
  info: { title: 'Tessera content service', version: '1.0.0' },
  components: { schemas: { User: { type: 'string' }, Post: { type: 'object' } } },
  paths: {
    '/api/users/{id}': { get: { summary: 'Shadowed' }, delete: { summary: 'Remove' } },
    '/api/content': { get: { summary: 'Feed' } },
  },
};

describe('mergeOpenApiDocuments', () => {
  it('puts every operation of every service into one 3.1 document', () => {
    const merged = mergeOpenApiDocuments(gateway, [
      { service: 'auth', document: auth },
      { service: 'content', document: content },
    ]);
    expect(merged.openapi).toBe('3.1.0');
    expect(merged.info).toMatchObject({ title: 'Tessera API', version: '1.0.0' });
    expect(summaries(merged.paths)).toEqual({
      '/api/health': { get: 'Platform health' },
      '/api/auth/login': { post: 'Sign in' },
      '/api/users/{id}': { get: 'One profile', delete: 'Remove' },
      '/api/content': { get: 'Feed' },
    });
    expect(merged.components).toEqual({
      securitySchemes: { bearer },
      schemas: {
        User: { type: 'object' },
        Post: { type: 'object' },
        ApiFailure: API_FAILURE_SCHEMA,
      },
    });
    expect(merged['x-services']).toEqual([
      { name: 'auth', status: 'available' },
      { name: 'content', status: 'available' },
    ]);
    expect((merged.info as { description: string }).description).not.toMatch(/unavailable/i);
  });

  it('lists a service that did not answer as unavailable and keeps the rest', () => {
    const merged = mergeOpenApiDocuments(gateway, [
      { service: 'auth', document: auth },
      { service: 'content', document: null },
    ]);
    expect(Object.keys(merged.paths as object)).toEqual([
      '/api/health',
      '/api/auth/login',
      '/api/users/{id}',
    ]);
    expect(merged['x-services']).toEqual([
      { name: 'auth', status: 'available' },
      { name: 'content', status: 'unavailable' },
    ]);
    expect((merged.info as { description: string }).description).toContain(
      'Unavailable right now, so their operations are missing: content.',
    );
  });

  it('still documents the gateway when no service answers', () => {
    const merged = mergeOpenApiDocuments(gateway, [{ service: 'auth', document: null }]);
    expect(merged.paths).toEqual(gateway.paths);
  });
});

describe('mergeOpenApiDocuments on what the gateway answers itself', () => {
  const merged = mergeOpenApiDocuments(gateway, [
    { service: 'auth', document: auth },
    { service: 'content', document: content },
  ]);
  const responsesOf = (path: string, method: string) =>
    (merged.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[path][
      method
    ].responses;

  it('lists the statuses the gateway answers on every forwarded operation', () => {
    const always = ['401', '408', '414', '429', '502', '503', '504'];
    expect(Object.keys(responsesOf('/api/content', 'get'))).toEqual(always);
    expect(Object.keys(responsesOf('/api/users/{id}', 'delete'))).toEqual(
      [...always, '413'].sort(),
    );
    expect(Object.keys(responsesOf('/api/auth/login', 'post'))).toEqual(
      [...always, '413', '415'].sort(),
    );
    expect(responsesOf('/api/content', 'get')['503']).toEqual({
      description: 'The service is unavailable.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } } },
    });
    expect(responsesOf('/api/content', 'get')['429']).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });

  it("keeps a status the service documents, and leaves the gateway's own operations alone", () => {
    const own = { description: 'Wrong email or password', content: {} };
    const withOwn = mergeOpenApiDocuments(gateway, [
      {
        service: 'auth',
        document: { paths: { '/api/auth/login': { post: { responses: { 200: {}, 401: own } } } } },
      },
    ]);
    const login = (withOwn.paths as Record<string, Record<string, { responses: object }>>)[
      '/api/auth/login'
    ].post.responses;
    expect(login).toMatchObject({ 200: {}, 401: own, 415: expect.any(Object) });
    expect((withOwn.paths as Record<string, Record<string, object>>)['/api/health'].get).toEqual({
      summary: 'Platform health',
    });
  });

  it('does not change the documents it merges', () => {
    expect(auth.paths['/api/auth/login'].post).toEqual({ summary: 'Sign in' });
  });
});

describe('isOpenApiDocument', () => {
  it('accepts a document with paths and refuses anything else', () => {
    expect(isOpenApiDocument(auth)).toBe(true);
    expect(isOpenApiDocument({ openapi: '3.1.0' })).toBe(false);
    expect(isOpenApiDocument({ paths: [] })).toBe(false);
    expect(isOpenApiDocument('nope')).toBe(false);
    expect(isOpenApiDocument(null)).toBe(false);
  });
});
