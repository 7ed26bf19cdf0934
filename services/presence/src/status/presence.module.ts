import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule } from '@tessera/platform';
import { EXPIRY_QUEUE, PresenceExpiryJob } from '../expiry/presence-expiry.job';
import { PresencePrivacyModule } from '../privacy/presence-privacy.module';
import { LivePresenceRepository } from './live-presence.repository';
import { PresenceRecord, PresenceRecordSchema } from './presence-record.schema';
import { PresenceRecordsRepository } from './presence-records.repository';
import { PresenceController } from './presence.controller';
import { PresenceService } from './presence.service';
import { SocketEvents } from './socket.events';
import { UserEvents } from './user.events';

/** Online status: the live store, the recorded changes and their events, and the expiry sweep. */
@Module({
  imports: [
    QueueModule.forFeature({ name: EXPIRY_QUEUE, processor: PresenceExpiryJob }),
    MongooseModule.forFeature([{ name: PresenceRecord.name, schema: PresenceRecordSchema }]),
    PresencePrivacyModule,
  ],
  controllers: [PresenceController, SocketEvents, UserEvents],
  providers: [
    LivePresenceRepository,
    PresenceRecordsRepository,
    PresenceService,
    PresenceExpiryJob,
  ],
})
export class PresenceModule {}
