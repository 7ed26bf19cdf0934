import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_REGISTRY } from '@tessera/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../test/support/api-client';
import { REPO_ROOT, type RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const LOAD_TEST_KEY = 'load-test-key-for-integration';
const WEB_ORIGIN = 'https://app.tessera.example';
const DEV_SERVER_ORIGIN = 'http://localhost:5173';

// Every registry service, since the health roll-up reports all of them: the tier's shared ones,
// behind gateways of this file's own settings.
const stack = useStack({ services: SERVICE_REGISTRY.map((entry) => entry.name), gateway: false });
let edge: RunningService;
let api: Call;
let strict: RunningService;
let orphan: RunningService;
let production: RunningService;

beforeAll(async () => {
  edge = await stack.startGateway({ CORS_ORIGINS: WEB_ORIGIN });
  api = apiClient(edge.url);
  strict = await stack.startGateway({ RATE_LIMIT_CREDENTIALS_MAX: '3', LOAD_TEST_KEY });
  // A gateway whose auth service is not running.
  orphan = await stack.startGateway({ AUTH_URL: 'http://127.0.0.1:9' });
  // A deployed gateway nobody has given any origins.
  production = await stack.startGateway({ NODE_ENV: 'production' });
});

describe('gateway', () => {
  it('reports itself and every service on /api/health', async () => {
    const health = await api('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data.status).toBe('up');
    expect(health.body.data.gateway.status).toBe('up');
    for (const { name } of SERVICE_REGISTRY) {
      expect(health.body.data.services).toContainEqual(
        expect.objectContaining({ name, status: 'up' }),
      );
    }
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

  it('takes only JSON bodies on the API, so a page elsewhere cannot post a sign-in form', async () => {
    const user = newUser();
    expect((await api('POST', '/api/auth/register', user)).status).toBe(201);
    const credentials = { email: user.email, password: user.password };

    const formLogin = await fetch(`${edge.url}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example.com' },
      body: new URLSearchParams(credentials),
    });
    expect(formLogin.status).toBe(415);
    expect(await formLogin.json()).toEqual({ error: expect.stringMatching(/only JSON bodies/) });
    const textLogin = await api('POST', '/api/auth/login', undefined, {
      headers: { 'content-type': 'text/plain' },
      rawBody: JSON.stringify(credentials),
    });
    expect(textLogin.status).toBe(415);

    expect((await api('POST', '/api/auth/login', credentials)).status).toBe(200);
    const upload = new FormData();
    upload.append('file', new Blob(['hello']), 'hello.txt');
    const multipart = await fetch(`${edge.url}/api/upload`, {
      method: 'POST',
      body: upload,
    });
    expect(multipart.status).not.toBe(415);
  });

  it('sends security headers and CORS only to allowed origins', async () => {
    const result = await api('GET', '/api/users?limit=1');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    const page = await fetch(`${edge.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

    const preflight = (gatewayUrl: string, origin: string) =>
      fetch(`${gatewayUrl}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      }).then((response) => response.headers.get('access-control-allow-origin'));
    expect(await preflight(edge.url, WEB_ORIGIN)).toBe(WEB_ORIGIN);
    expect(await preflight(edge.url, 'https://evil.example.com')).toBeNull();
    // The web app's development server is an origin only while developing.
    expect(await preflight(edge.url, DEV_SERVER_ORIGIN)).toBeNull();
    expect(await preflight(production.url, DEV_SERVER_ORIGIN)).toBeNull();
  });

  it('rate-limits credential endpoints per client with 429 and Retry-After', async () => {
    const strictApi = apiClient(strict.url);
    // A fresh email each run: the auth service remembers failures per account for a day.
    const { email } = newUser();
    const attempt = () => strictApi('POST', '/api/auth/login', { email, password: 'whatever1' });
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
    // What the gateway answers itself is documented on what it forwards.
    expect(Object.keys(document.body.paths['/api/auth/login'].post.responses)).toEqual(
      expect.arrayContaining(['401', '408', '413', '414', '415', '429', '502', '503', '504']),
    );
    expect(document.body.components.schemas.ApiFailure).toBeDefined();
    const explorer = await fetch(`${edge.url}/api/docs`);
    expect(explorer.status).toBe(200);
    expect(await explorer.text()).toMatch(/swagger/i);
  });

  it('serves the built web app with a fallback for client-side routes', async () => {
    expect(existsSync(path.join(REPO_ROOT, 'web/dist/index.html'))).toBe(true);
    const home = await fetch(`${edge.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    const deep = await fetch(`${edge.url}/help/password-reset`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const missingApi = await fetch(`${edge.url}/api/auth/nope`);
    expect(missingApi.headers.get('content-type')).toMatch(/json/);
  });
});
