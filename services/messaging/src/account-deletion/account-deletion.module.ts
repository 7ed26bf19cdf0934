import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/messages.module';
import { UsersModule } from '../users/users.module';
import { ForgetDeletedAccount } from './forget-deleted-account.usecase';
import { UserDeletedEvents } from './user-deleted.events';

/** What a deleted account leaves behind in messaging: anonymised, its messages deleted. */
@Module({
  imports: [UsersModule, MessagesModule],
  controllers: [UserDeletedEvents],
  providers: [ForgetDeletedAccount],
})
export class AccountDeletionModule {}
