import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProcessorModule } from '../processor/processor.module';
import { AdminPaymentView } from './admin-payment-view';
import { ApproveRefundUseCase } from './approve-refund.usecase';
import { IssueRefundUseCase } from './issue-refund.usecase';
import { PaymentsInternalController } from './payments-internal.controller';
import { RejectRefundUseCase } from './reject-refund.usecase';
import { RequestRefundUseCase } from './request-refund.usecase';
import { RefundSender } from './refund-sender';
import { Refund, RefundSchema } from './refund.schema';
import { RefundsController } from './refunds.controller';
import { RefundsInternalController } from './refunds-internal.controller';
import { RefundsRepository } from './refunds.repository';

/**
 * Refunds issued by admins (a second admin above the approval threshold), payers' refund
 * requests, and payments as admins see them.
 */
@Module({
  imports: [
    LedgerModule,
    PaymentsModule,
    ProcessorModule,
    MongooseModule.forFeature([{ name: Refund.name, schema: RefundSchema }]),
  ],
  controllers: [RefundsController, RefundsInternalController, PaymentsInternalController],
  providers: [
    RefundsRepository,
    RefundSender,
    IssueRefundUseCase,
    RequestRefundUseCase,
    ApproveRefundUseCase,
    RejectRefundUseCase,
    AdminPaymentView,
  ],
})
export class RefundsModule {}
