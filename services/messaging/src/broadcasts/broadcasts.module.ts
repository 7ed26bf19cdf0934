import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule } from '@tessera/platform';
import { ConversationsModule } from '../conversations/conversations.module';
import { MessagesModule } from '../messages/messages.module';
import { UsersModule } from '../users/users.module';
import { BroadcastConversations } from './broadcast-conversations';
import { BroadcastDeliveriesRepository } from './broadcast-deliveries.repository';
import { BroadcastDelivery, BroadcastDeliverySchema } from './broadcast-delivery.schema';
import { BROADCASTS_QUEUE, BroadcastQueue } from './broadcast-queue';
import { BroadcastReads } from './broadcast-reads';
import {
  Broadcast,
  BroadcastBatch,
  BroadcastBatchSchema,
  BroadcastSchema,
} from './broadcast.schema';
import { BroadcastsController } from './broadcasts.controller';
import { BroadcastsJob } from './broadcasts.job';
import { BroadcastsRepository } from './broadcasts.repository';
import { BroadcastsService } from './broadcasts.service';
import { DailyBroadcasts } from './daily-broadcasts';
import { DeliverBroadcastUseCase } from './deliver-broadcast.usecase';

/**
 * Broadcasts: one message to a creator's subscribers, now or at a time, delivered by BullMQ jobs
 * in batches through the normal send path of MessagesModule.
 */
@Module({
  imports: [
    MessagesModule,
    ConversationsModule,
    UsersModule,
    QueueModule.forFeature({ name: BROADCASTS_QUEUE, processor: BroadcastsJob, concurrency: 4 }),
    MongooseModule.forFeature([
      { name: Broadcast.name, schema: BroadcastSchema },
      { name: BroadcastBatch.name, schema: BroadcastBatchSchema },
      { name: BroadcastDelivery.name, schema: BroadcastDeliverySchema },
    ]),
  ],
  controllers: [BroadcastsController],
  providers: [
    BroadcastsRepository,
    BroadcastDeliveriesRepository,
    BroadcastConversations,
    BroadcastQueue,
    BroadcastReads,
    BroadcastsService,
    DailyBroadcasts,
    DeliverBroadcastUseCase,
    BroadcastsJob,
  ],
})
export class BroadcastsModule {}
