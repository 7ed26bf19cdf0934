import { type DynamicModule, Module } from '@nestjs/common';
import { type ApiRoute, collectApiRoutes, type RouteSources } from './api-routes';
import { buildOpenApiDocument } from './openapi-document';
import { OPENAPI_DOCUMENT, OpenApiController } from './openapi.controller';

export interface OpenApiSources {
  title: string;
  /** The app's modules and controllers, whose handlers carry their contracts. */
  sources: RouteSources;
  globalPrefix?: string;
}

/** The routes of an app as its document describes them; every route must carry its contract. */
export function documentedRoutes(options: Omit<OpenApiSources, 'title'>): ApiRoute[] {
  const { routes, undocumented } = collectApiRoutes(options.sources, options.globalPrefix);
  if (undocumented.length > 0) {
    throw new Error(`Routes without @ApiOperation: ${undocumented.join(', ')}`);
  }
  return routes;
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
