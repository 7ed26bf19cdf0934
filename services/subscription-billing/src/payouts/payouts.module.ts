import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlatformSettingsModule, QueueModule } from '@tessera/platform';
import { DirectoryModule } from '../directory/directory.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProcessorModule } from '../processor/processor.module';
import { HoldPayoutUseCase } from './hold-payout.usecase';
import { LinkPayoutAccountUseCase } from './link-payout-account.usecase';
import { PayoutAccountWebhooks } from './payout-account-webhooks';
import { PayoutHolds } from './payout-holds';
import { PayoutAccount, PayoutAccountSchema } from './payout-account.schema';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { PayoutLock, PayoutLockSchema } from './payout-lock.schema';
import { PAYOUTS_QUEUE, PayoutSchedule, WeeklyPayoutsJob } from './payout-schedule';
import { PayoutTransfers } from './payout-transfers';
import { Payout, PayoutSchema } from './payout.schema';
import { PayoutsController } from './payouts.controller';
import { PayoutsInternalController } from './payouts-internal.controller';
import { PayoutsRepository } from './payouts.repository';
import { ReleasePayoutUseCase } from './release-payout.usecase';
import { RequestPayoutUseCase } from './request-payout.usecase';
import { RunPayoutScheduleUseCase } from './run-payout-schedule.usecase';
import { SendAdminPayoutUseCase } from './send-admin-payout.usecase';

/**
 * Payout accounts and their processor events, payouts on request, by admins and weekly, and the
 * holds that keep a payout back.
 */
@Module({
  imports: [
    DirectoryModule,
    LedgerModule,
    PlatformSettingsModule,
    ProcessorModule,
    // Registers the connected-account events it handles with `ProcessorEventHandlers`.
    PaymentsModule,
    QueueModule.forFeature({ name: PAYOUTS_QUEUE, processor: WeeklyPayoutsJob, concurrency: 1 }),
    MongooseModule.forFeature([
      { name: Payout.name, schema: PayoutSchema },
      { name: PayoutAccount.name, schema: PayoutAccountSchema },
      { name: PayoutLock.name, schema: PayoutLockSchema },
    ]),
  ],
  controllers: [PayoutsController, PayoutsInternalController],
  providers: [
    PayoutsRepository,
    PayoutAccountsRepository,
    PayoutAccountWebhooks,
    PayoutTransfers,
    PayoutHolds,
    HoldPayoutUseCase,
    ReleasePayoutUseCase,
    LinkPayoutAccountUseCase,
    RequestPayoutUseCase,
    SendAdminPayoutUseCase,
    RunPayoutScheduleUseCase,
    PayoutSchedule,
    WeeklyPayoutsJob,
  ],
  exports: [PayoutsRepository, PayoutAccountsRepository, PayoutHolds],
})
export class PayoutsModule {}
