import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer } from '@tessera/platform';
import { IncidentsModule } from '../incidents/incidents.module';
import { ReportsModule } from '../reports/reports.module';
import { TicketsModule } from '../tickets/tickets.module';
import { VerificationModule } from '../verification/verification.module';
import { AdminEventsModule } from '../admin-events/admin-events.module';
import { AccountDecisionNotifier } from './account-decision-notifier';
import { AdminUser, AdminUserSchema } from './admin-user.schema';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';
import { Appeal, AppealSchema } from './appeal.schema';
import { AdminAppealsController, SupportAppealsController } from './appeals.controller';
import { AppealsRepository } from './appeals.repository';
import { AuthAccountsClient } from './auth-accounts.client';
import { AuthAccountsPort } from './auth-accounts';
import { BulkChangeStatusUseCase } from './bulk-change-status.usecase';
import { ChangeUserStatusUseCase } from './change-user-status.usecase';
import { DecideAppealUseCase } from './decide-appeal.usecase';
import { EditAdminUserUseCase } from './edit-admin-user.usecase';
import { ReadAdminOverviewUseCase } from './read-admin-overview.usecase';
import { RebuildUserReadModelUseCase } from './rebuild-user-read-model.usecase';
import { SubmitAppealUseCase } from './submit-appeal.usecase';
import { UserReadModelListeners } from './user-read-model.events';
import { UserReadModelRebuildController } from './user-read-model-rebuild.controller';
import { UserTalliesRepository } from './user-tallies.repository';
import { UserTally, UserTallySchema } from './user-tally.schema';
import { UserTimeline, UserTimelineSchema } from './user-timeline.schema';
import { UserTimelinesRepository } from './user-timelines.repository';

/**
 * Users as admins manage them: a read model fed by events and auth's export, search and
 * timelines, status changes through auth with a mailed reason and one appeal, bulk actions, and
 * the /admin page's counts.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AdminUser.name, schema: AdminUserSchema },
      { name: UserTally.name, schema: UserTallySchema },
      { name: UserTimeline.name, schema: UserTimelineSchema },
      { name: Appeal.name, schema: AppealSchema },
    ]),
    AdminEventsModule,
    ReportsModule,
    VerificationModule,
    TicketsModule,
    IncidentsModule,
  ],
  controllers: [
    AdminUsersController,
    AdminAppealsController,
    SupportAppealsController,
    UserReadModelRebuildController,
  ],
  providers: [
    AdminUsersRepository,
    UserTalliesRepository,
    UserTimelinesRepository,
    AppealsRepository,
    { provide: AuthAccountsPort, useClass: AuthAccountsClient },
    Mailer,
    AccountDecisionNotifier,
    UserReadModelListeners,
    ChangeUserStatusUseCase,
    BulkChangeStatusUseCase,
    DecideAppealUseCase,
    SubmitAppealUseCase,
    EditAdminUserUseCase,
    ReadAdminOverviewUseCase,
    RebuildUserReadModelUseCase,
  ],
})
export class UsersModule {}
