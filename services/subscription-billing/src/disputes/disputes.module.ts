import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ProcessorModule } from '../processor/processor.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CloseDisputeUseCase } from './close-dispute.usecase';
import { Dispute, DisputeSchema } from './dispute.schema';
import { DisputeWebhooks } from './dispute-webhooks';
import { DisputesInternalController } from './disputes-internal.controller';
import { DisputesRepository } from './disputes.repository';
import { EvidencePackGatherer } from './evidence-pack-gatherer';
import { OpenDisputeUseCase } from './open-dispute.usecase';
import { SubmitDisputeEvidenceUseCase } from './submit-dispute-evidence.usecase';

/**
 * Payers' disputes of payments: opened and decided by the processor's webhooks (registered with
 * `ProcessorEventHandlers`), held in the ledger's dispute reserve meanwhile, and answered by admins
 * with an evidence pack through internal routes.
 */
@Module({
  imports: [
    LedgerModule,
    PaymentsModule,
    PayoutsModule,
    ProcessorModule,
    SubscriptionsModule,
    MongooseModule.forFeature([{ name: Dispute.name, schema: DisputeSchema }]),
  ],
  controllers: [DisputesInternalController],
  providers: [
    DisputesRepository,
    DisputeWebhooks,
    EvidencePackGatherer,
    OpenDisputeUseCase,
    CloseDisputeUseCase,
    SubmitDisputeEvidenceUseCase,
  ],
})
export class DisputesModule {}
