import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent, PlatformSettingsService } from '@tessera/platform';

/** Follows the admins' changes to the platform settings; each event holds the whole document. */
@Controller()
export class PlatformSettingsEvents {
  constructor(private readonly settings: PlatformSettingsService) {}

  @ConsumeEvent('settings.changed')
  async onSettingsChanged(event: TypedEvent<'settings.changed'>): Promise<void> {
    await this.settings.follow(event);
  }
}
