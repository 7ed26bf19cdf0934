import { Module } from '@nestjs/common';
import { AdminDisputesController } from './admin-disputes.controller';
import { BillingDisputesClient, BillingDisputesPort } from './billing-disputes.client';

/** Payers' disputes for admins: listed, read and answered through billing, which owns them. */
@Module({
  controllers: [AdminDisputesController],
  providers: [{ provide: BillingDisputesPort, useClass: BillingDisputesClient }],
})
export class DisputesModule {}
