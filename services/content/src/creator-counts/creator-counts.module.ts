import { Module } from '@nestjs/common';
import { CreatorsModule } from '../creators/creators.module';
import { PostsModule } from '../posts/posts.module';
import { CountCreatorPostsUseCase } from './count-creator-posts.usecase';
import { CreatorCountsController } from './creator-counts.controller';

/** The public counts of a creator's profile, from their published posts. */
@Module({
  imports: [PostsModule, CreatorsModule],
  controllers: [CreatorCountsController],
  providers: [CountCreatorPostsUseCase],
})
export class CreatorCountsModule {}
