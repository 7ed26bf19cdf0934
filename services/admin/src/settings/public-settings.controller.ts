import { Controller, Get } from '@nestjs/common';
import { publicPlatformSettings, publicPlatformSettingsSchema } from '@tessera/contracts';
import { ApiOperation, respond } from '@tessera/platform';
import { SettingsRepository } from './settings.repository';

/** What the web app needs to hide what is turned off: the features and the upload limits. */
@Controller('support/platform-settings')
export class PublicSettingsController {
  constructor(private readonly settings: SettingsRepository) {}

  @Get()
  @ApiOperation({
    summary: 'The features turned on and the upload limits, for anyone',
    operationId: 'getPublicPlatformSettings',
    responses: { 200: { description: 'The public settings', data: publicPlatformSettingsSchema } },
  })
  async read() {
    const { settings } = await this.settings.read();
    return respond(publicPlatformSettings(settings));
  }
}
