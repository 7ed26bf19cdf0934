import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/messages.module';
import { AccountExportController } from './account-export.controller';

/** Messaging's part of an account's data export: the messages it sent, over an internal route. */
@Module({
  imports: [MessagesModule],
  controllers: [AccountExportController],
})
export class AccountExportModule {}
