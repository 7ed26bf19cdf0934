import { Controller, Get, Inject } from '@nestjs/common';
import { OutsideApi } from './api-operation.decorator';

export const OPENAPI_DOCUMENT = Symbol('OPENAPI_DOCUMENT');

/** Serves the service's API document, which the gateway merges into the platform's. */
@OutsideApi()
@Controller('openapi.json')
export class OpenApiController {
  constructor(@Inject(OPENAPI_DOCUMENT) private readonly document: Record<string, unknown>) {}

  @Get()
  get(): Record<string, unknown> {
    return this.document;
  }
}
