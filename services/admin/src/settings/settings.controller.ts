import { Controller, Get, Put, Req } from '@nestjs/common';
import {
  type PlatformSettingsPatch,
  platformSettingsDocumentSchema,
  platformSettingsPatchSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  requestContextOf,
  respond,
  ValidBody,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { SettingsRepository } from './settings.repository';
import { UpdateSettingsUseCase } from './update-settings.usecase';

/** The platform settings admins read and change; every change is audited and published. */
@Controller('admin/settings')
@RequireRoles('admin')
export class SettingsController {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly updateSettings: UpdateSettingsUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The platform settings, with their version and who changed them last',
    operationId: 'getPlatformSettings',
    responses: { 200: { description: 'The settings', data: platformSettingsDocumentSchema } },
  })
  async read() {
    return respond(await this.settings.read());
  }

  @Put()
  @ApiOperation({
    summary: 'Change some settings; the rest stay as they are. Services obey within seconds',
    operationId: 'updatePlatformSettings',
    body: platformSettingsPatchSchema,
    responses: {
      200: {
        description: 'The whole settings after the change',
        data: platformSettingsDocumentSchema,
      },
    },
  })
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() patch: PlatformSettingsPatch,
    @Req() request: FastifyRequest,
  ) {
    const updated = await this.updateSettings.execute(patch, admin.id, requestContextOf(request));
    return respond(updated, 'Settings saved');
  }
}
