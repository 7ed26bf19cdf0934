import { Controller, Get, UseGuards } from '@nestjs/common';
import { platformSettingsDocumentSchema } from '@tessera/contracts';
import { ApiOperation, InternalCallGuard, OutsideApi, respond } from '@tessera/platform';
import { SettingsRepository } from './settings.repository';

/**
 * The settings for a service starting up, which then follows `settings.changed`; served outside
 * the gateway's `/api` paths to callers holding the internal token.
 */
@OutsideApi()
@Controller('internal/settings')
@UseGuards(InternalCallGuard)
export class SettingsInternalController {
  constructor(private readonly settings: SettingsRepository) {}

  @Get()
  @ApiOperation({
    summary: 'The current platform settings and their version',
    responses: { 200: { description: 'The settings', data: platformSettingsDocumentSchema } },
  })
  async read() {
    return respond(await this.settings.read());
  }
}
