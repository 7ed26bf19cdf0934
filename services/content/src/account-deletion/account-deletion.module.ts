import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PostsModule } from '../posts/posts.module';
import { PublishingModule } from '../publishing/publishing.module';
import { RemoveAccountPostsUseCase } from './remove-account-posts.usecase';
import { UserDeletedEvents } from './user-deleted.events';

/**
 * What content does when an account is deleted: its posts and media are removed, and its profile
 * picture and cover with them.
 */
@Module({
  imports: [PostsModule, PublishingModule, MediaModule],
  controllers: [UserDeletedEvents],
  providers: [RemoveAccountPostsUseCase],
})
export class AccountDeletionModule {}
