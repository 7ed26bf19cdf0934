import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AudienceMember, AudienceMemberSchema } from './audience-member.schema';
import { BillingEvents } from './billing.events';
import { BroadcastAudienceRepository } from './broadcast-audience.repository';
import { MessagingUser, MessagingUserSchema } from './messaging-user.schema';
import { MessagingUsersRepository } from './messaging-users.repository';
import { NewSubscribers } from './new-subscribers';
import { UserEvents } from './user.events';

/**
 * Who users are, which plans they hold and whom each creator's subscribers are (the audience of
 * broadcasts), kept from auth's and billing's events.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MessagingUser.name, schema: MessagingUserSchema },
      { name: AudienceMember.name, schema: AudienceMemberSchema },
    ]),
  ],
  controllers: [UserEvents, BillingEvents],
  providers: [MessagingUsersRepository, NewSubscribers, BroadcastAudienceRepository],
  exports: [MessagingUsersRepository, NewSubscribers, BroadcastAudienceRepository],
})
export class UsersModule {}
