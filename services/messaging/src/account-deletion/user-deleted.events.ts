import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { ForgetDeletedAccount } from './forget-deleted-account.usecase';

/** Auth's `user.deleted`: the account's name, address and messages leave messaging. */
@Controller()
export class UserDeletedEvents {
  constructor(private readonly forget: ForgetDeletedAccount) {}

  @ConsumeEvent('user.deleted')
  async onDeleted({ id, data }: TypedEvent<'user.deleted'>): Promise<void> {
    await this.forget.execute(id, data.userId, new Date(data.deletedAt));
  }
}
