import { Module } from '@nestjs/common';
import { PlatformSettingsModule, QueueModule } from '@tessera/platform';
import { BannedTermsModule } from '../banned-terms/banned-terms.module';
import { CreatorsModule } from '../creators/creators.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { FeedModule } from '../feed/feed.module';
import { LibraryModule } from '../library/library.module';
import { MediaModule } from '../media/media.module';
import { PostsModule } from '../posts/posts.module';
import { DailyPostCounter } from './daily-post-counter';
import { PostEditingController } from './post-editing.controller';
import { PostEditingService } from './post-editing.service';
import { PostLifecycle } from './post-lifecycle';
import { PublishPostJob } from './publish-post.job';
import { PUBLISHING_QUEUE, PublishScheduler } from './publish-scheduler';
import { PublishingRules } from './publishing-rules';

/**
 * Creating, editing and removing posts, and their lifecycle: status moves, schedules and the
 * timelines kept in step. Exports the lifecycle moderation approves and rejects through, and removal.
 */
@Module({
  imports: [
    // Publishing waits on the database and Redis, not the CPU: posts due at one instant overlap.
    QueueModule.forFeature({ name: PUBLISHING_QUEUE, processor: PublishPostJob, concurrency: 16 }),
    PostsModule,
    FeedModule,
    LibraryModule,
    MediaModule,
    EntitlementsModule,
    PlatformSettingsModule,
    BannedTermsModule,
    CreatorsModule,
  ],
  controllers: [PostEditingController],
  providers: [
    DailyPostCounter,
    PublishScheduler,
    PublishPostJob,
    PostLifecycle,
    PostEditingService,
    PublishingRules,
  ],
  exports: [PostLifecycle, PostEditingService],
})
export class PublishingModule {}
