import { Module } from '@nestjs/common';
import { PlatformSettingsModule } from '@tessera/platform';
import { PlatformSettingsEvents } from './platform-settings.events';

/** Keeps this service's copy of the platform settings current as admins change them. */
@Module({
  imports: [PlatformSettingsModule],
  controllers: [PlatformSettingsEvents],
})
export class SettingsModule {}
