import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { RemoveAccountPostsUseCase } from './remove-account-posts.usecase';

/** Auth's `user.deleted`: the account's posts and their media go with it. */
@Controller()
export class UserDeletedEvents {
  constructor(private readonly removeAccountPosts: RemoveAccountPostsUseCase) {}

  @ConsumeEvent('user.deleted')
  async onDeleted({ data }: TypedEvent<'user.deleted'>): Promise<void> {
    await this.removeAccountPosts.execute(data.userId);
  }
}
