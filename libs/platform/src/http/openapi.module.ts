import { Controller, type DynamicModule, Get, Inject, Module } from '@nestjs/common';
import { buildOpenApiDocument, type OperationDoc } from './openapi-document';

const OPENAPI_DOCUMENT = Symbol('OPENAPI_DOCUMENT');

/** Serves the service's API document, which the gateway merges into the platform's. */
@Controller('openapi.json')
class OpenApiController {
  constructor(@Inject(OPENAPI_DOCUMENT) private readonly document: Record<string, unknown>) {}

  @Get()
  get(): Record<string, unknown> {
    return this.document;
  }
}

@Module({})
export class OpenApiModule {
  static forRoot(title: string, operations: OperationDoc[]): DynamicModule {
    return {
      module: OpenApiModule,
      controllers: [OpenApiController],
      providers: [{ provide: OPENAPI_DOCUMENT, useValue: buildOpenApiDocument(title, operations) }],
    };
  }
}
