import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminEventsModule } from '../admin-events/admin-events.module';
import { ManageTagsUseCase } from './manage-tags.usecase';
import { Tag, TagSchema, TagUsage, TagUsageSchema } from './tag.schema';
import { TagUsageEvents } from './tag-usage.events';
import { TagUsagesRepository } from './tag-usages.repository';
import { TagsController } from './tags.controller';
import { TagsRepository } from './tags.repository';

/** Admin-managed tags, with usage counts from content's published and removed posts. */
@Module({
  imports: [
    AdminEventsModule,
    MongooseModule.forFeature([
      { name: Tag.name, schema: TagSchema },
      { name: TagUsage.name, schema: TagUsageSchema },
    ]),
  ],
  controllers: [TagsController],
  providers: [TagsRepository, TagUsagesRepository, ManageTagsUseCase, TagUsageEvents],
})
export class TagsModule {}
