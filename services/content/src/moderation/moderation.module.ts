import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { PostsModule } from '../posts/posts.module';
import { PublishingModule } from '../publishing/publishing.module';
import { ModerationController } from './moderation.controller';
import { ModerationInternalController } from './moderation-internal.controller';
import { ModerationService } from './moderation.service';

/**
 * Admins' review of posts waiting for moderation, through the posts' lifecycle, and removals;
 * signed-in admins here, or the admin service over internal routes.
 */
@Module({
  imports: [PostsModule, PublishingModule, FeedModule],
  controllers: [ModerationController, ModerationInternalController],
  providers: [ModerationService],
})
export class ModerationModule {}
