import { Controller, Get, Header } from '@nestjs/common';
import { OutsideApi } from '@tessera/platform';
import { OpenApiAggregator } from './openapi-aggregator';
import { SWAGGER_UI_HTML, SWAGGER_UI_INITIALIZER } from './swagger-ui-page';

/** The API's document and its reader, not operations of the API themselves. */
@OutsideApi()
@Controller('api')
export class OpenApiController {
  constructor(private readonly aggregator: OpenApiAggregator) {}

  /** The merged document of every service, in OpenAPI 3.1. */
  @Get('docs-json')
  async document() {
    return this.aggregator.document();
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return SWAGGER_UI_HTML;
  }

  @Get('docs/swagger-initializer.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  initializer(): string {
    return SWAGGER_UI_INITIALIZER;
  }
}
