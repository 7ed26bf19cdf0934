import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { HiddenPresenceRepository } from './hidden-presence.repository';
import { PresencePrivacy, PresencePrivacySchema } from './presence-privacy.schema';
import { UserEvents } from './user.events';

/** Who hides their online status from others, from auth's profile events. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: PresencePrivacy.name, schema: PresencePrivacySchema }]),
  ],
  controllers: [UserEvents],
  providers: [HiddenPresenceRepository],
  exports: [HiddenPresenceRepository],
})
export class PresencePrivacyModule {}
