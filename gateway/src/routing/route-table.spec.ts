import { describe, expect, it } from 'vitest';
import {
  apiPrefixOf,
  matchRoute,
  routesByPrefix,
  type ServiceRoute,
  servicesOf,
} from './route-table';

const auth = { name: 'auth', baseUrl: 'http://127.0.0.1:3001' };
const content = { name: 'content', baseUrl: 'http://127.0.0.1:3002' };
const table: ServiceRoute[] = [
  { prefix: 'auth', target: auth },
  { prefix: 'users', target: auth },
  { prefix: 'content', target: content },
  { prefix: 'upload', target: content },
];
const routes = routesByPrefix(table);

describe('apiPrefixOf', () => {
  it('takes the first segment after /api/', () => {
    expect(apiPrefixOf('/api/auth/login')).toBe('auth');
    expect(apiPrefixOf('/api/users')).toBe('users');
    expect(apiPrefixOf('/api/users?page=2')).toBe('users');
    expect(apiPrefixOf('/api/')).toBe('');
  });

  it('finds no prefix outside /api/', () => {
    expect(apiPrefixOf('/health')).toBeNull();
    expect(apiPrefixOf('/apix/auth')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('routes a prefix to its service', () => {
    expect(matchRoute(routes, '/api/auth/login')).toEqual({
      found: true,
      route: { prefix: 'auth', target: auth },
    });
    expect(matchRoute(routes, '/api/users/42?fields=name')).toMatchObject({
      found: true,
      route: { target: auth },
    });
    expect(matchRoute(routes, '/api/upload')).toMatchObject({
      found: true,
      route: { target: content },
    });
  });

  it('matches whole segments only', () => {
    expect(matchRoute(routes, '/api/authx/login')).toEqual({ found: false, prefix: 'authx' });
    expect(matchRoute(routes, '/api/Auth/login')).toEqual({ found: false, prefix: 'Auth' });
  });

  it('names the unknown prefix', () => {
    expect(matchRoute(routes, '/api/analytics/views')).toEqual({
      found: false,
      prefix: 'analytics',
    });
    expect(matchRoute(routes, '/api/')).toEqual({ found: false, prefix: '' });
  });
});

describe('servicesOf', () => {
  it('lists each service once, in table order', () => {
    expect(servicesOf(table)).toEqual([auth, content]);
  });
});
