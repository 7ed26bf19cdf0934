import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityEntry, ActivityEntrySchema } from './activity-entry.schema';
import { ActivityRepository } from './activity.repository';

/** Public happenings for the recent-activity list. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ActivityEntry.name, schema: ActivityEntrySchema }])],
  providers: [ActivityRepository],
  exports: [ActivityRepository],
})
export class ActivityModule {}
