import { Controller, Get } from '@nestjs/common';
import { buildOpenApiDocument } from '@tessera/platform';
import { AUTH_OPERATIONS } from './auth-operations';

@Controller('openapi.json')
export class OpenApiController {
  private readonly document = buildOpenApiDocument('Tessera auth service', AUTH_OPERATIONS);

  @Get()
  get() {
    return this.document;
  }
}
