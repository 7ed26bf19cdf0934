import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { SessionService } from './session.service';

/**
 * The durable path of a revocation: the sessions are ended and the deny-list entry written again
 * from the event stored with the change, so a crash between the steps loses nothing.
 */
@Controller()
export class SessionRevokedEvents {
  constructor(private readonly sessions: SessionService) {}

  @ConsumeEvent('session.revoked')
  async onSessionRevoked({ data }: TypedEvent<'session.revoked'>): Promise<void> {
    await this.sessions.applyRevocation(data.sessionIds, data.reason);
  }
}
