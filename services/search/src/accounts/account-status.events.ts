import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { WithdrawnAccountsRepository } from './withdrawn-accounts.repository';

/** Suspensions, bans and reinstatements from auth. */
@Controller()
export class AccountStatusEvents {
  constructor(private readonly accounts: WithdrawnAccountsRepository) {}

  @ConsumeEvent('user.status_changed')
  async onStatusChanged({ data }: TypedEvent<'user.status_changed'>): Promise<void> {
    await this.accounts.apply(data.userId, data.status, new Date(data.changedAt));
  }
}
