import { resolve } from 'node:path';
import { ConfigError } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './gateway-config';

const required = {
  JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('loadGatewayConfig', () => {
  it('fills in the local defaults', () => {
    const config = loadGatewayConfig(required);
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      AUTH_URL: 'http://127.0.0.1:3001',
      WEB_DIST_DIR: resolve(__dirname, '../../../web/dist'),
      CORS_ORIGINS: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      RATE_LIMIT_WINDOW_SECONDS: 60,
      RATE_LIMIT_CREDENTIALS_MAX: 10,
      RATE_LIMIT_API_MAX: 300,
      BODY_LIMIT_BYTES: 1024 * 1024,
      TRUSTED_PROXY_HOPS: 0,
      JWT_ISSUER: 'tessera-auth',
      JWT_AUDIENCE: 'tessera',
    });
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
    expect(config.AUTH_URL).toBe('http://auth:3001');
    expect(config.CORS_ORIGINS).toEqual(['https://tessera.example', 'http://localhost:8080']);
    expect(config.WEB_DIST_DIR).toBe('/srv/web');
    expect(config.RATE_LIMIT_CREDENTIALS_MAX).toBe(5);
  });

  it('refuses to start with a short secret, a bad URL or a zero limit', () => {
    const load = () =>
      loadGatewayConfig({
        JWT_SECRET: 'short',
        REDIS_URL: 'redis://127.0.0.1:6379',
        AUTH_URL: 'not a url',
        RATE_LIMIT_API_MAX: '0',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/JWT_SECRET[\s\S]*AUTH_URL[\s\S]*RATE_LIMIT_API_MAX/);
  });

  it('treats a blank load-test key as none, and refuses a short one', () => {
    expect(loadGatewayConfig({ ...required, LOAD_TEST_KEY: '' }).LOAD_TEST_KEY).toBeUndefined();
    expect(loadGatewayConfig({ ...required, LOAD_TEST_KEY: 'k'.repeat(16) }).LOAD_TEST_KEY).toBe(
      'k'.repeat(16),
    );
    expect(() => loadGatewayConfig({ ...required, LOAD_TEST_KEY: 'short' })).toThrow(ConfigError);
  });
});
