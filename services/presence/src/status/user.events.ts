import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { PresenceService } from './presence.service';

/** Auth's profile changes, of which presence keeps one: whether the status is shown to others. */
@Controller()
export class UserEvents {
  constructor(private readonly presence: PresenceService) {}

  @ConsumeEvent('user.updated')
  async onUpdated({ data }: TypedEvent<'user.updated'>): Promise<void> {
    // Events from before the choice existed, and other profile changes, carry no such field.
    const shown = data.changes.showOnlineStatus;
    if (shown === undefined) return;
    await this.presence.applyVisibility(data.userId, shown, new Date(data.updatedAt));
  }
}
