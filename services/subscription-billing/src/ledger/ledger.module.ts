import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Journal, JournalSchema } from './journal.schema';
import { LedgerRepository } from './ledger.repository';

@Module({
  imports: [MongooseModule.forFeature([{ name: Journal.name, schema: JournalSchema }])],
  providers: [LedgerRepository],
  exports: [LedgerRepository],
})
export class LedgerModule {}
