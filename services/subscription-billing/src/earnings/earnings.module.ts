import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { EarningsController } from './earnings.controller';
import { EarningsService } from './earnings.service';
import { TransactionsService } from './transactions.service';

/** Balances, earnings over time and the transaction history, read from the ledger and payments. */
@Module({
  imports: [LedgerModule, PaymentsModule, PayoutsModule],
  controllers: [EarningsController],
  providers: [EarningsService, TransactionsService],
})
export class EarningsModule {}
