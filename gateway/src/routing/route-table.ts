import type { GatewayConfig } from '../config/gateway-config';

/** A backend service the gateway forwards to. */
export interface ServiceTarget {
  name: string;
  baseUrl: string;
}

/** `/api/<prefix>/...` is served by `target`, which answers the same `/api/...` path. */
export interface ServiceRoute {
  prefix: string;
  target: ServiceTarget;
}

export type RouteMatch = { found: true; route: ServiceRoute } | { found: false; prefix: string };

export const ROUTE_TABLE = Symbol('ROUTE_TABLE');

/** Each new service adds one line here (and its `<NAME>_URL` setting). */
export function buildRouteTable(config: GatewayConfig): ServiceRoute[] {
  const auth: ServiceTarget = { name: 'auth', baseUrl: config.AUTH_URL };
  return [
    { prefix: 'auth', target: auth },
    { prefix: 'users', target: auth },
  ];
}

/** The first path segment after `/api/`, of a request target that may carry a query string. */
export function apiPrefixOf(url: string): string | null {
  const path = url.split('?', 1)[0];
  if (!path.startsWith('/api/')) return null;
  return path.slice('/api/'.length).split('/', 1)[0];
}

export function matchRoute(table: readonly ServiceRoute[], url: string): RouteMatch {
  const prefix = apiPrefixOf(url) ?? '';
  const route = table.find((candidate) => candidate.prefix === prefix);
  return route ? { found: true, route } : { found: false, prefix };
}

/** Every distinct service once, in table order, for health roll-ups and the API document. */
export function servicesOf(table: readonly ServiceRoute[]): ServiceTarget[] {
  const byName = new Map<string, ServiceTarget>();
  for (const { target } of table) {
    if (!byName.has(target.name)) byName.set(target.name, target);
  }
  return [...byName.values()];
}
