import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AudienceMember, AudienceMemberSchema } from './audience-member.schema';
import { BroadcastAudienceRepository } from './broadcast-audience.repository';

/** The audience index of broadcasts, written by billing's events where users are followed. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: AudienceMember.name, schema: AudienceMemberSchema }]),
  ],
  providers: [BroadcastAudienceRepository],
  exports: [BroadcastAudienceRepository],
})
export class BroadcastAudienceModule {}
