import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { PublishingModule } from '../publishing/publishing.module';
import { RemoveAccountPostsUseCase } from './remove-account-posts.usecase';
import { UserDeletedEvents } from './user-deleted.events';

/** What content does when an account is deleted: its posts and media are removed. */
@Module({
  imports: [PostsModule, PublishingModule],
  controllers: [UserDeletedEvents],
  providers: [RemoveAccountPostsUseCase],
})
export class AccountDeletionModule {}
