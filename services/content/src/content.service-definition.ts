import {
  ObjectStorageModule,
  QueueModule,
  ReadCacheModule,
  type ServiceDefinition,
} from '@tessera/platform';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountExportModule } from './account-export/account-export.module';
import { type ContentConfig, loadContentConfig } from './config/content-config';
import { CreatorCountsModule } from './creator-counts/creator-counts.module';
import { EngagementModule } from './engagement/engagement.module';
import { PostExportModule } from './export/post-export.module';
import { FeedModule } from './feed/feed.module';
import { LibraryModule } from './library/library.module';
import { MediaModule } from './media/media.module';
import { ModerationModule } from './moderation/moderation.module';
import { PostsModule } from './posts/posts.module';
import { PublishingModule } from './publishing/publishing.module';
import { SettingsModule } from './settings/settings.module';

/** Posts, their media, feeds and the access check on every read. */
export const contentService: ServiceDefinition<ContentConfig> = {
  name: 'content',
  loadConfig: loadContentConfig,
  // A 100 MB video over a slow link takes minutes; every other request keeps the 30 s deadline.
  uploads: { paths: ['/api/upload', '/api/content'], timeoutMs: 30 * 60_000 },
  features: (config) => ({
    imports: [
      QueueModule.forRoot({ redisUrl: config.REDIS_URL, prefix: config.CONTENT_REDIS_PREFIX }),
      ObjectStorageModule.forRoot(config),
      ReadCacheModule.forRoot({ redisPrefix: config.CONTENT_REDIS_PREFIX }),
      MediaModule,
      PostsModule,
      PublishingModule,
      FeedModule,
      LibraryModule,
      EngagementModule,
      ModerationModule,
      PostExportModule,
      SettingsModule,
      AccountDeletionModule,
      AccountExportModule,
      CreatorCountsModule,
    ],
  }),
};
