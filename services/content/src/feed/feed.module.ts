import { Module } from '@nestjs/common';
import { CreatorsModule } from '../creators/creators.module';
import { PostsModule } from '../posts/posts.module';
import { ContentStatsService } from './content-stats.service';
import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';
import { Timelines } from './timelines';

/** The viewer's feed, explore and content stats, read from timelines kept in Redis. */
@Module({
  imports: [PostsModule, CreatorsModule],
  controllers: [FeedController],
  providers: [Timelines, FeedService, ContentStatsService],
  exports: [Timelines],
})
export class FeedModule {}
