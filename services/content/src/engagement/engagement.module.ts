import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreatorsModule } from '../creators/creators.module';
import { FeedModule } from '../feed/feed.module';
import { PostsModule } from '../posts/posts.module';
import { BookmarksController } from './bookmarks.controller';
import { Comment, CommentSchema } from './comment.schema';
import { CommentsRepository } from './comments.repository';
import { EngagementController } from './engagement.controller';
import { EngagementService } from './engagement.service';
import { ListBookmarksUseCase } from './list-bookmarks.usecase';
import { Report, ReportSchema } from './report.schema';
import { ReportsRepository } from './reports.repository';

/**
 * Likes, bookmarks, comments, views and reports of the posts a viewer may see. The reactions
 * themselves belong to posts, since every post shown reads whether the viewer reacted.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Comment.name, schema: CommentSchema },
      { name: Report.name, schema: ReportSchema },
    ]),
    PostsModule,
    FeedModule,
    CreatorsModule,
  ],
  controllers: [BookmarksController, EngagementController],
  providers: [CommentsRepository, ReportsRepository, EngagementService, ListBookmarksUseCase],
})
export class EngagementModule {}
