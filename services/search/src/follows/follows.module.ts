import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AnalyticsModule } from '../analytics/analytics.module';
import { PeopleModule } from '../people/people.module';
import { Follow, FollowSchema } from './follow.schema';
import { FollowsRepository } from './follows.repository';
import { SubscriptionEvents } from './subscription.events';

/** Who subscribes to whom, from billing's subscription events. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Follow.name, schema: FollowSchema }]),
    PeopleModule,
    AnalyticsModule,
  ],
  controllers: [SubscriptionEvents],
  providers: [FollowsRepository],
  exports: [FollowsRepository],
})
export class FollowsModule {}
