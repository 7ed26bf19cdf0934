import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { AccountExportController } from './account-export.controller';

/** Billing's part of an account's data export: the payments it made, over an internal route. */
@Module({
  imports: [PaymentsModule],
  controllers: [AccountExportController],
})
export class AccountExportModule {}
