import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { PublishingModule } from '../publishing/publishing.module';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';

/** Admins' review of posts waiting for moderation, through the posts' lifecycle. */
@Module({
  imports: [PostsModule, PublishingModule],
  controllers: [ModerationController],
  providers: [ModerationService],
})
export class ModerationModule {}
