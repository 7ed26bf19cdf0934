import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { MediaLibrary } from '../media/media-library';
import { RemoveAccountPostsUseCase } from './remove-account-posts.usecase';

/** Auth's `user.deleted`: the account's posts and their media go with it, and its pictures. */
@Controller()
export class UserDeletedEvents {
  constructor(
    private readonly removeAccountPosts: RemoveAccountPostsUseCase,
    private readonly media: MediaLibrary,
  ) {}

  @ConsumeEvent('user.deleted')
  async onDeleted({ data }: TypedEvent<'user.deleted'>): Promise<void> {
    await this.removeAccountPosts.execute(data.userId);
    await this.media.releaseProfileImagesOf(data.userId);
  }
}
