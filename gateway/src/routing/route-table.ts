import type { ServiceTarget } from '../config/gateway-config';

export type { ServiceTarget };

/** `/api/<prefix>/...` is served by `target`, which answers the same `/api/...` path. */
export interface ServiceRoute {
  prefix: string;
  target: ServiceTarget;
}

export type RouteMatch = { found: true; route: ServiceRoute } | { found: false; prefix: string };

export const ROUTE_TABLE = Symbol('ROUTE_TABLE');

/** Every route prefix of every registry service. */
export function buildRouteTable(services: readonly ServiceTarget[]): ServiceRoute[] {
  return services.flatMap((target) => target.routes.map((prefix) => ({ prefix, target })));
}

const API_ROOT = '/api/';

/** The first path segment after `/api/`, of a request target that may carry a query string. */
export function apiPrefixOf(url: string): string | null {
  if (!url.startsWith(API_ROOT)) return null;
  let end = API_ROOT.length;
  while (end < url.length && url[end] !== '/' && url[end] !== '?') end += 1;
  return url.slice(API_ROOT.length, end);
}

/** The table indexed by prefix once, so a request's match is one lookup. */
export function routesByPrefix(table: readonly ServiceRoute[]): ReadonlyMap<string, ServiceRoute> {
  return new Map(table.map((route) => [route.prefix, route]));
}

export function matchRoute(routes: ReadonlyMap<string, ServiceRoute>, url: string): RouteMatch {
  const prefix = apiPrefixOf(url) ?? '';
  const route = routes.get(prefix);
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
