import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreatorProfile, CreatorProfileSchema } from './creator-profile.schema';
import { CreatorProfilesRepository } from './creator-profiles.repository';
import { UserEvents } from './user.events';

/** Users as posts show them, kept from auth's events. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: CreatorProfile.name, schema: CreatorProfileSchema }]),
  ],
  controllers: [UserEvents],
  providers: [CreatorProfilesRepository],
  exports: [CreatorProfilesRepository],
})
export class CreatorsModule {}
