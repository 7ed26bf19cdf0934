import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../test/support/api-client';
import { REPO_ROOT, type RunningService, startService } from '../../test/support/processes';
import { gatewayEnv } from '../../test/support/test-env';

const STRICT_GATEWAY_PORT = 18081;
const ORPHAN_GATEWAY_PORT = 18082;
const LOAD_TEST_KEY = 'load-test-key-for-integration';

let api: Call;
let strict: RunningService;
let orphan: RunningService;

beforeAll(async () => {
  api = apiClient(inject('gatewayUrl'));
  strict = await startService(
    'gateway-strict',
    'gateway/dist/main.js',
    STRICT_GATEWAY_PORT,
    gatewayEnv(inject('authUrl'), { RATE_LIMIT_CREDENTIALS_MAX: '3', LOAD_TEST_KEY }),
  );
  // A gateway whose auth service is not running.
  orphan = await startService(
    'gateway-orphan',
    'gateway/dist/main.js',
    ORPHAN_GATEWAY_PORT,
    gatewayEnv('http://127.0.0.1:9'),
  );
});

afterAll(async () => {
  await strict?.stop();
  await orphan?.stop();
});

describe('gateway', () => {
  it('reports itself and every service on /api/health', async () => {
    const health = await api('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data.status).toBe('up');
    expect(health.body.data.gateway.status).toBe('up');
    expect(health.body.data.services).toContainEqual(
      expect.objectContaining({ name: 'auth', status: 'up' }),
    );
  });

  it('reports a service that is down, and answers its routes with 503', async () => {
    const orphanApi = apiClient(orphan.url);
    const health = await orphanApi('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.data.services).toContainEqual(
      expect.objectContaining({ name: 'auth', status: 'down' }),
    );
    const login = await orphanApi('POST', '/api/auth/login', {
      email: 'a@b.co',
      password: 'whatever1',
    });
    expect(login.status).toBe(503);
    expect(login.body.error).toMatch(/auth service is unavailable/);
  });

  it('keeps a sane request id from the caller and returns it', async () => {
    const result = await api('GET', '/api/users?limit=1', undefined, {
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(result.headers.get('x-request-id')).toBe('trace-abc-123');
    const generated = await api('GET', '/api/users?limit=1', undefined, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown prefix with 404 and the API error shape', async () => {
    const result = await api('GET', '/api/nowhere/at-all');
    expect(result.status).toBe(404);
    expect(result.body.error).toMatch(/No service handles \/api\/nowhere/);
  });

  it('sends security headers and CORS only to allowed origins', async () => {
    const result = await api('GET', '/api/users?limit=1');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('content-security-policy')).toContain("default-src 'self'");

    const allowed = await fetch(`${inject('gatewayUrl')}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const denied = await fetch(`${inject('gatewayUrl')}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rate-limits credential endpoints per client with 429 and Retry-After', async () => {
    const strictApi = apiClient(strict.url);
    const attempt = () =>
      strictApi('POST', '/api/auth/login', { email: 'limit@example.com', password: 'whatever1' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    const limited = await attempt();
    expect(limited.body.error).toBe('Too many requests. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const exempt = await strictApi('POST', '/api/auth/register', newUser(), {
      headers: { 'x-load-test-key': LOAD_TEST_KEY },
    });
    expect(exempt.status).toBe(201);
  });

  it('publishes one OpenAPI document for the whole API and its explorer', async () => {
    const document = await api('GET', '/api/docs-json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/users/{id}',
        '/api/health',
      ]),
    );
    const explorer = await fetch(`${inject('gatewayUrl')}/api/docs`);
    expect(explorer.status).toBe(200);
    expect(await explorer.text()).toMatch(/swagger/i);
  });

  it('serves the built web app with a fallback for client-side routes', async () => {
    expect(existsSync(path.join(REPO_ROOT, 'web/dist/index.html'))).toBe(true);
    const home = await fetch(`${inject('gatewayUrl')}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    const deep = await fetch(`${inject('gatewayUrl')}/help/password-reset`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const missingApi = await fetch(`${inject('gatewayUrl')}/api/auth/nope`);
    expect(missingApi.headers.get('content-type')).toMatch(/json/);
  });
});
