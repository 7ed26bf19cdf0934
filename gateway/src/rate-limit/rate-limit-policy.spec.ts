import { describe, expect, it } from 'vitest';
import { canonicalPath, RateLimitPolicy, rateLimitKey } from './rate-limit-policy';

const policy = new RateLimitPolicy({ windowSeconds: 60, credentialsMax: 10, apiMax: 300 });
const classOf = (method: string, url: string) => policy.ruleFor(method, url)?.routeClass ?? null;

describe('RateLimitPolicy', () => {
  it.each([
    '/api/auth/login',
    '/api/auth/login-link',
    '/api/auth/login-link/verify',
    '/api/auth/register',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/google/login',
    '/api/auth/google/register',
    '/api/auth/devices/sign-in',
    '/api/auth/passkeys/sign-in/options',
    '/api/auth/passkeys/sign-in/verify',
    '/api/auth/refresh',
  ])('puts POST %s in the strict credentials class', (path) => {
    expect(classOf('POST', path)).toBe('credentials');
  });

  it('carries the configured limits and window', () => {
    expect(policy.ruleFor('POST', '/api/auth/login')).toEqual({
      routeClass: 'credentials',
      limit: 10,
      windowMs: 60_000,
      batched: false,
    });
    expect(policy.ruleFor('GET', '/api/users')).toEqual({
      routeClass: 'api',
      limit: 300,
      windowMs: 60_000,
      batched: true,
    });
  });

  it('keeps other API calls in the general class', () => {
    expect(classOf('GET', '/api/auth/google/config')).toBe('api');
    expect(classOf('POST', '/api/auth/logout')).toBe('api');
    expect(classOf('POST', '/api/auth/devices')).toBe('api');
    expect(classOf('POST', '/api/auth/passkeys/registration/options')).toBe('api');
    expect(classOf('GET', '/api/auth/login')).toBe('api');
    expect(classOf('GET', '/api/health')).toBe('api');
    expect(classOf('GET', '/api/unknown/thing')).toBe('api');
  });

  it("does not limit the processor's signed webhooks, in any spelling, but other billing calls", () => {
    expect(classOf('POST', '/api/billing/webhooks/stripe')).toBeNull();
    expect(classOf('POST', '/api/Billing//webhooks/stripe/')).toBeNull();
    expect(classOf('GET', '/api/billing/webhooks/stripe')).toBe('api');
    expect(classOf('POST', '/api/billing/tips')).toBe('api');
  });

  it('does not limit paths outside /api', () => {
    expect(classOf('GET', '/')).toBeNull();
    expect(classOf('GET', '/assets/app.js')).toBeNull();
    expect(classOf('GET', '/health/ready')).toBeNull();
    expect(classOf('GET', '/apiary')).toBeNull();
  });

  it.each([
    '/api/auth/login/',
    '/api/auth/login?remember=true',
    '/api/AUTH/Login',
    '/api//auth//login',
    '/api/auth/%6Cogin',
    '/api/auth/x/../login',
    'http://gateway.example/api/auth/login',
  ])('sees %s as the login endpoint it may be routed to', (url) => {
    expect(classOf('post', url)).toBe('credentials');
  });
});

describe('canonicalPath', () => {
  it('leaves a plain path alone', () => {
    expect(canonicalPath('/api/users/42')).toBe('/api/users/42');
    expect(canonicalPath('/')).toBe('/');
  });

  it('folds every other spelling of a path onto the plain one', () => {
    for (const url of [
      '/API/Auth/Login',
      '/api//auth/login',
      '/api/auth/login/',
      '/api/auth/./login',
      '/api/users/../auth/login',
      '/api/auth/%6Cogin',
      '/api/auth/login?next=/x',
    ]) {
      expect(canonicalPath(url), url).toBe('/api/auth/login');
    }
    expect(canonicalPath('/api/caf\u00c9')).toBe('/api/caf\u00e9');
  });

  it('keeps a malformed escape as written', () => {
    expect(canonicalPath('/api/auth/%E0%A4%A')).toBe('/api/auth/%e0%a4%a');
  });
});

describe('rateLimitKey', () => {
  it('separates clients, classes and differently configured limits', () => {
    const strict = new RateLimitPolicy({ windowSeconds: 60, credentialsMax: 3, apiMax: 300 });
    const login = policy.ruleFor('POST', '/api/auth/login')!;
    const keys = [
      rateLimitKey(login, '203.0.113.7'),
      rateLimitKey(login, '203.0.113.8'),
      rateLimitKey(policy.ruleFor('GET', '/api/users')!, '203.0.113.7'),
      rateLimitKey(strict.ruleFor('POST', '/api/auth/login')!, '203.0.113.7'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(rateLimitKey(login, '203.0.113.7')).toBe(keys[0]);
  });
});
