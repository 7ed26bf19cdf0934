import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { HiddenPresenceRepository } from './hidden-presence.repository';
import { PresencePrivacy, PresencePrivacySchema } from './presence-privacy.schema';

/** Who hides their online status from others, as auth's profile events tell it. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: PresencePrivacy.name, schema: PresencePrivacySchema }]),
  ],
  providers: [HiddenPresenceRepository],
  exports: [HiddenPresenceRepository],
})
export class PresencePrivacyModule {}
