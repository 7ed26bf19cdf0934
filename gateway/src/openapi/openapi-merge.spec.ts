import { describe, expect, it } from 'vitest';
import { isOpenApiDocument, mergeOpenApiDocuments } from './openapi-merge';

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
    expect(merged.paths).toEqual({
      '/api/health': { get: { summary: 'Platform health' } },
      '/api/auth/login': { post: { summary: 'Sign in' } },
      '/api/users/{id}': { get: { summary: 'One profile' }, delete: { summary: 'Remove' } },
      '/api/content': { get: { summary: 'Feed' } },
    });
    expect(merged.components).toEqual({
      securitySchemes: { bearer },
      schemas: { User: { type: 'object' }, Post: { type: 'object' } },
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

describe('isOpenApiDocument', () => {
  it('accepts a document with paths and refuses anything else', () => {
    expect(isOpenApiDocument(auth)).toBe(true);
    expect(isOpenApiDocument({ openapi: '3.1.0' })).toBe(false);
    expect(isOpenApiDocument({ paths: [] })).toBe(false);
    expect(isOpenApiDocument('nope')).toBe(false);
    expect(isOpenApiDocument(null)).toBe(false);
  });
});
