import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { PostExportController } from './post-export.controller';

/** The internal export search rebuilds its post index from. */
@Module({
  imports: [PostsModule],
  controllers: [PostExportController],
})
export class PostExportModule {}
