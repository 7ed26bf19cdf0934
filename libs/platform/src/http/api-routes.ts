import { type DynamicModule, type ModuleMetadata, RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { Role } from '@tessera/rules';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../auth/optional-jwt-auth.guard';
import { requiredRolesOf } from '../auth/roles.guard';
import {
  type ApiOperationSpec,
  apiOperationOf,
  apiTagOf,
  isOutsideApi,
} from './api-operation.decorator';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, anyone with a possibly personalised answer, or signed-in users. */
export type RouteSecurity = 'public' | 'optional' | 'bearer';

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI form, with `{name}` for path parameters. */
  path: string;
  tag: string;
  operationId: string;
  security: RouteSecurity;
  roles: Role[];
  spec: ApiOperationSpec;
}

/** The parts of an app the routes are read from: its root modules and its own controllers. */
export type RouteSources = Pick<ModuleMetadata, 'imports' | 'controllers'>;

type ModuleEntry = NonNullable<ModuleMetadata['imports']>[number];

function isDynamicModule(entry: unknown): entry is DynamicModule {
  return typeof entry === 'object' && entry !== null && 'module' in entry;
}

/** Every controller reachable from the sources, each once, by walking the module tree. */
function controllersOf(sources: RouteSources): Type[] {
  const controllers = new Set<Type>(sources.controllers ?? []);
  const seen = new Set<unknown>();
  const visit = (entry: ModuleEntry): void => {
    if (seen.has(entry) || entry instanceof Promise) return;
    seen.add(entry);
    const moduleClass = isDynamicModule(entry) ? entry.module : entry;
    const metadata = (key: string) =>
      (Reflect.getMetadata(key, moduleClass as object) as unknown[] | undefined) ?? [];
    const dynamic = isDynamicModule(entry) ? entry : undefined;
    for (const controller of [...metadata('controllers'), ...(dynamic?.controllers ?? [])]) {
      controllers.add(controller as Type);
    }
    for (const imported of [...metadata('imports'), ...(dynamic?.imports ?? [])]) {
      visit(imported as ModuleEntry);
    }
  };
  for (const entry of sources.imports ?? []) visit(entry);
  return [...controllers];
}

const HTTP_METHODS: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

function joinPath(...parts: Array<string | string[] | undefined>): string {
  const segments = parts
    .map((part) => (Array.isArray(part) ? part[0] : part) ?? '')
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => segment.replace(/^:(\w+)$/, '{$1}'));
  return `/${segments.join('/')}`;
}

function securityOf(controller: Type, handler: object): RouteSecurity {
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
  ];
  if (guards.includes(JwtAuthGuard)) return 'bearer';
  if (guards.includes(OptionalJwtAuthGuard)) return 'optional';
  return 'public';
}

const camelCase = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');

export interface CollectedRoutes {
  routes: ApiRoute[];
  /** `METHOD /path` of routes with neither an `@ApiOperation` nor an `@OutsideApi` controller. */
  undocumented: string[];
}

/** Reads every route of the app's controllers with the contract written on its handler. */
export function collectApiRoutes(sources: RouteSources, globalPrefix = ''): CollectedRoutes {
  const routes: ApiRoute[] = [];
  const undocumented: string[] = [];
  for (const controller of controllersOf(sources)) {
    if (isOutsideApi(controller)) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = HTTP_METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const handlerPath = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (!method || handlerPath === undefined) continue;
      const path = joinPath(
        globalPrefix,
        Reflect.getMetadata(PATH_METADATA, controller) as string | undefined,
        handlerPath,
      );
      const spec = apiOperationOf(handler);
      if (!spec) {
        undocumented.push(`${method.toUpperCase()} ${path}`);
        continue;
      }
      const tag = apiTagOf(controller) ?? path.split('/').filter(Boolean)[globalPrefix ? 1 : 0];
      routes.push({
        method,
        path,
        tag,
        operationId: spec.operationId ?? camelCase(`${tag} ${name}`),
        security: securityOf(controller, handler),
        roles: requiredRolesOf(handler).length
          ? requiredRolesOf(handler)
          : requiredRolesOf(controller),
        spec,
      });
    }
  }
  return { routes, undocumented };
}
