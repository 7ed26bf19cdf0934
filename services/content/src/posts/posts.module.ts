import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule } from '@tessera/platform';
import { CreatorsModule } from '../creators/creators.module';
import { Comment, CommentSchema } from '../engagement/comment.schema';
import { CommentsRepository } from '../engagement/comments.repository';
import { EngagementController } from '../engagement/engagement.controller';
import { EngagementService } from '../engagement/engagement.service';
import { Reaction, ReactionSchema } from '../engagement/reaction.schema';
import { ReactionsRepository } from '../engagement/reactions.repository';
import { Report, ReportSchema } from '../engagement/report.schema';
import { ReportsRepository } from '../engagement/reports.repository';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { ContentStatsService } from '../feed/content-stats.service';
import { FeedController } from '../feed/feed.controller';
import { FeedService } from '../feed/feed.service';
import { Timelines } from '../feed/timelines';
import { Folder, FolderSchema } from '../library/folder.schema';
import { FoldersRepository } from '../library/folders.repository';
import { LibraryController } from '../library/library.controller';
import { LibraryService } from '../library/library.service';
import { MediaModule } from '../media/media.module';
import { ModerationController } from '../moderation/moderation.controller';
import { ModerationService } from '../moderation/moderation.service';
import { PublishPostJob } from '../publishing/publish-post.job';
import { PUBLISHING_QUEUE, PublishScheduler } from '../publishing/publish-scheduler';
import { DailyPostCounter } from './daily-post-counter';
import { PostLifecycle } from './post-lifecycle';
import { PostPresenter } from './post-presenter';
import { Post, PostSchema } from './post.schema';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

/**
 * Posts and everything read or written around them: their lifecycle and schedule, timelines,
 * moderation, engagement and the creator's library. One module, since these parts call each other.
 */
@Module({
  imports: [
    // Publishing waits on the database and Redis, not the CPU: posts due at one instant overlap.
    QueueModule.forFeature({ name: PUBLISHING_QUEUE, processor: PublishPostJob, concurrency: 16 }),
    MongooseModule.forFeature([
      { name: Post.name, schema: PostSchema },
      { name: Reaction.name, schema: ReactionSchema },
      { name: Comment.name, schema: CommentSchema },
      { name: Report.name, schema: ReportSchema },
      { name: Folder.name, schema: FolderSchema },
    ]),
    EntitlementsModule,
    CreatorsModule,
    MediaModule,
  ],
  controllers: [
    FeedController,
    LibraryController,
    ModerationController,
    EngagementController,
    PostsController,
  ],
  providers: [
    PostsRepository,
    ReactionsRepository,
    CommentsRepository,
    ReportsRepository,
    FoldersRepository,
    DailyPostCounter,
    Timelines,
    PublishScheduler,
    PublishPostJob,
    PostLifecycle,
    PostPresenter,
    PostsService,
    ModerationService,
    EngagementService,
    FeedService,
    ContentStatsService,
    LibraryService,
  ],
})
export class PostsModule {}
