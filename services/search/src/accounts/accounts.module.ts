import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountStatusEvents } from './account-status.events';
import { AccountStatusRecord, AccountStatusRecordSchema } from './account-status.schema';
import { WithdrawnAccountsRepository } from './withdrawn-accounts.repository';

/** Which accounts are suspended or banned, for the visibility filters of every query. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AccountStatusRecord.name, schema: AccountStatusRecordSchema },
    ]),
  ],
  controllers: [AccountStatusEvents],
  providers: [WithdrawnAccountsRepository],
  exports: [WithdrawnAccountsRepository],
})
export class AccountsModule {}
