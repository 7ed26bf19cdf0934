import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { AccountExportController } from './account-export.controller';

/** Content's part of an account's data export: its posts, over an internal route. */
@Module({
  imports: [PostsModule],
  controllers: [AccountExportController],
})
export class AccountExportModule {}
