import { Controller, type DynamicModule, Get, Inject, Module } from '@nestjs/common';
import { OutsideApi } from './api-operation.decorator';
import { type ApiRoute, collectApiRoutes, type RouteSources } from './api-routes';
import { buildOpenApiDocument } from './openapi-document';
import { type LegacyOperationDoc, legacyRoutes } from './legacy-operation-doc';

const OPENAPI_DOCUMENT = Symbol('OPENAPI_DOCUMENT');

/** Serves the service's API document, which the gateway merges into the platform's. */
@OutsideApi()
@Controller('openapi.json')
class OpenApiController {
  constructor(@Inject(OPENAPI_DOCUMENT) private readonly document: Record<string, unknown>) {}

  @Get()
  get(): Record<string, unknown> {
    return this.document;
  }
}

export interface OpenApiSources {
  title: string;
  /** The app's modules and controllers, whose handlers carry their contracts. */
  sources: RouteSources;
  globalPrefix?: string;
  legacyOperations?: LegacyOperationDoc[];
}

/** The routes of an app as its document describes them; every route must carry its contract. */
export function documentedRoutes(options: Omit<OpenApiSources, 'title'>): ApiRoute[] {
  const { routes, undocumented } = collectApiRoutes(options.sources, options.globalPrefix);
  const legacy = legacyRoutes(options.legacyOperations ?? []);
  const legacyPaths = new Set(legacy.map((route) => `${route.method.toUpperCase()} ${route.path}`));
  const missing = undocumented.filter((route) => !legacyPaths.has(route));
  if (missing.length > 0) {
    throw new Error(`Routes without @ApiOperation: ${missing.join(', ')}`);
  }
  return [...routes, ...legacy];
}

@Module({})
export class OpenApiModule {
  static forRoot(options: OpenApiSources): DynamicModule {
    return {
      module: OpenApiModule,
      controllers: [OpenApiController],
      providers: [
        {
          provide: OPENAPI_DOCUMENT,
          useFactory: () => buildOpenApiDocument(options.title, documentedRoutes(options)),
        },
      ],
    };
  }
}
