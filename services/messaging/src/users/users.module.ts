import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BroadcastAudienceModule } from '../broadcasts/audience/broadcast-audience.module';
import { BillingEvents } from './billing.events';
import { MessagingUser, MessagingUserSchema } from './messaging-user.schema';
import { MessagingUsersRepository } from './messaging-users.repository';
import { NewSubscribers } from './new-subscribers';
import { UserEvents } from './user.events';

/** Who users are and which plans they hold, kept from auth's and billing's events. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: MessagingUser.name, schema: MessagingUserSchema }]),
    BroadcastAudienceModule,
  ],
  controllers: [UserEvents, BillingEvents],
  providers: [MessagingUsersRepository, NewSubscribers],
  exports: [MessagingUsersRepository, NewSubscribers],
})
export class UsersModule {}
