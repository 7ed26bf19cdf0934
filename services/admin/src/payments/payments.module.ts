import { Module } from '@nestjs/common';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminRefundsController } from './admin-refunds.controller';
import { BillingPaymentsClient, BillingPaymentsPort } from './billing-payments.client';

/** Payments and refunds for admins, read and acted on through billing, which owns them. */
@Module({
  controllers: [AdminPaymentsController, AdminRefundsController],
  providers: [{ provide: BillingPaymentsPort, useClass: BillingPaymentsClient }],
})
export class AdminPaymentsModule {}
