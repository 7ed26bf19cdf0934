import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { EngineModule } from '../engine/engine.module';
import { ContentEvents } from './content.events';
import { PostsIndexWriter } from './posts-index.writer';

/** Posts in the posts index, from content's events. */
@Module({
  imports: [EngineModule, EmbeddingsModule, AnalyticsModule, ActivityModule],
  controllers: [ContentEvents],
  providers: [PostsIndexWriter],
})
export class PostsModule {}
