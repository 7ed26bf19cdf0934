import { Module } from '@nestjs/common';
import { AdminPayoutsController } from './admin-payouts.controller';
import { BillingPayoutsClient, BillingPayoutsPort } from './billing-payouts.client';

/** Creators' payouts for admins: listed, held and released through billing, which owns them. */
@Module({
  controllers: [AdminPayoutsController],
  providers: [{ provide: BillingPayoutsPort, useClass: BillingPayoutsClient }],
})
export class PayoutsModule {}
