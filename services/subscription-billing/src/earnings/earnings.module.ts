import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LedgerModule } from '../ledger/ledger.module';
import { Payment, PaymentSchema } from '../payments/payment.schema';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { EarningsController } from './earnings.controller';
import { EarningsService } from './earnings.service';
import { TransactionsService } from './transactions.service';

/** Balances, earnings over time and the transaction history, read from the ledger and payments. */
@Module({
  imports: [
    LedgerModule,
    PaymentsModule,
    PayoutsModule,
    // Read-only: counts of a payer's payments for paging.
    MongooseModule.forFeature([{ name: Payment.name, schema: PaymentSchema }]),
  ],
  controllers: [EarningsController],
  providers: [EarningsService, TransactionsService],
})
export class EarningsModule {}
