import { resolve } from 'node:path';
import { SERVICE_REGISTRY } from '@tessera/contracts';
import { ConfigError } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './gateway-config';

const required = { REDIS_URL: 'redis://127.0.0.1:6379' };

describe('loadGatewayConfig', () => {
  it('by default reaches every registry service on its registry port', () => {
    expect(loadGatewayConfig(required).services).toEqual(
      SERVICE_REGISTRY.map((entry) => ({
        name: entry.name,
        baseUrl: `http://127.0.0.1:${entry.port}`,
        routes: entry.routes,
      })),
    );
  });

  it("by default checks tokens with auth's published keys and serves the repository's web build", () => {
    const config = loadGatewayConfig(required);
    const auth = config.services.find((service) => service.name === 'auth');
    expect(config.JWKS_URL).toBe(`${auth?.baseUrl}/.well-known/jwks.json`);
    expect(config.WEB_DIST_DIR).toBe(resolve(__dirname, '../../../web/dist'));
    expect(config.LOAD_TEST_KEY).toBeUndefined();
  });

  it('reads lists, numbers and paths', () => {
    const config = loadGatewayConfig({
      ...required,
      AUTH_URL: 'http://auth:3001/',
      CORS_ORIGINS: ' https://tessera.example , http://localhost:8080,',
      WEB_DIST_DIR: '/srv/web',
      RATE_LIMIT_CREDENTIALS_MAX: '5',
    });
    expect(config.services.find((service) => service.name === 'auth')?.baseUrl).toBe(
      'http://auth:3001',
    );
    expect(config.CORS_ORIGINS).toEqual(['https://tessera.example', 'http://localhost:8080']);
    expect(config.WEB_DIST_DIR).toBe('/srv/web');
    expect(config.RATE_LIMIT_CREDENTIALS_MAX).toBe(5);
  });

  it('caps the requests one address holds at 128 unless told otherwise', () => {
    expect(loadGatewayConfig(required).MAX_CONNECTIONS_PER_ADDRESS).toBe(128);
    const raised = loadGatewayConfig({ ...required, MAX_CONNECTIONS_PER_ADDRESS: '20000' });
    expect(raised.MAX_CONNECTIONS_PER_ADDRESS).toBe(20_000);
    expect(() => loadGatewayConfig({ ...required, MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS:/,
    );
  });

  it('refuses to start with a bad key-set URL, a bad service URL or a zero limit', () => {
    const load = () =>
      loadGatewayConfig({
        JWKS_URL: 'not a url',
        REDIS_URL: 'redis://127.0.0.1:6379',
        AUTH_URL: 'not a url',
        RATE_LIMIT_API_MAX: '0',
      });
    expect(load).toThrow(ConfigError);
    for (const setting of ['JWKS_URL', 'AUTH_URL', 'RATE_LIMIT_API_MAX']) {
      expect(load).toThrow(new RegExp(`${setting}:`));
    }
  });

  it('allows the development server as an origin only under NODE_ENV=development', () => {
    const development = ['http://localhost:5173', 'http://127.0.0.1:5173'];
    expect(loadGatewayConfig({ ...required }).CORS_ORIGINS).toEqual(development);
    expect(loadGatewayConfig({ ...required, NODE_ENV: 'development' }).CORS_ORIGINS).toEqual(
      development,
    );
    expect(loadGatewayConfig({ ...required, NODE_ENV: 'production' }).CORS_ORIGINS).toEqual([]);
    expect(loadGatewayConfig({ ...required, NODE_ENV: 'test' }).CORS_ORIGINS).toEqual([]);
    for (const NODE_ENV of ['development', 'production']) {
      const config = loadGatewayConfig({
        ...required,
        NODE_ENV,
        CORS_ORIGINS: 'https://tessera.example',
      });
      expect(config.CORS_ORIGINS).toEqual(['https://tessera.example']);
    }
    expect(loadGatewayConfig({ ...required, CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
  });

  it('serves metrics on a port of their own: 9464, any free one in tests, or the one set', () => {
    expect(loadGatewayConfig({ ...required, NODE_ENV: 'production' }).METRICS_PORT).toBe(9464);
    expect(loadGatewayConfig({ ...required, NODE_ENV: 'development' }).METRICS_PORT).toBe(9464);
    expect(loadGatewayConfig({ ...required, NODE_ENV: 'test' }).METRICS_PORT).toBe(0);
    expect(loadGatewayConfig({ ...required, METRICS_PORT: '19464' }).METRICS_PORT).toBe(19464);
    expect(() => loadGatewayConfig({ ...required, METRICS_PORT: '70000' })).toThrow(ConfigError);
  });

  it('treats a blank load-test key as none, and refuses a short one', () => {
    expect(loadGatewayConfig({ ...required, LOAD_TEST_KEY: '' }).LOAD_TEST_KEY).toBeUndefined();
    expect(loadGatewayConfig({ ...required, LOAD_TEST_KEY: 'k'.repeat(16) }).LOAD_TEST_KEY).toBe(
      'k'.repeat(16),
    );
    expect(() => loadGatewayConfig({ ...required, LOAD_TEST_KEY: 'short' })).toThrow(ConfigError);
  });

  it('relays socket.io to the messaging service, or to the replicas listed in SOCKET_IO_URL', () => {
    expect(loadGatewayConfig(required).socketIoUrls).toEqual(['http://127.0.0.1:3004']);
    expect(
      loadGatewayConfig({ ...required, MESSAGING_URL: 'http://messaging:3004/' }).socketIoUrls,
    ).toEqual(['http://messaging:3004']);
    const replicas = loadGatewayConfig({
      ...required,
      SOCKET_IO_URL: ' http://127.0.0.1:4001/ , http://127.0.0.1:4002,',
    });
    expect(replicas.socketIoUrls).toEqual(['http://127.0.0.1:4001', 'http://127.0.0.1:4002']);
    for (const SOCKET_IO_URL of ['', 'https://messaging:3004', 'http://a:1,not a url']) {
      expect(() => loadGatewayConfig({ ...required, SOCKET_IO_URL })).toThrow(/SOCKET_IO_URL/);
    }
  });
});
