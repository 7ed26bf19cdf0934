import { QueueModule, type ServiceDefinition } from '@tessera/platform';
import { AuditModule } from './audit/audit.module';
import { AdminEventsModule } from './admin-events/admin-events.module';
import { IncidentsModule } from './incidents/incidents.module';
import { loadAdminConfig, type AdminConfig } from './config/admin-config';
import { DisputesModule } from './disputes/disputes.module';
import { AdminPaymentsModule } from './payments/payments.module';
import { PayoutsModule } from './payouts/payouts.module';
import { ReportsModule } from './reports/reports.module';
import { SettingsModule } from './settings/settings.module';
import { SystemModule } from './system/system.module';
import { TagsModule } from './tags/tags.module';
import { TicketsModule } from './tickets/tickets.module';
import { UsersModule } from './users/users.module';
import { VerificationModule } from './verification/verification.module';

/**
 * The back office: read models of users, content, payments and reports fed by events; every
 * admin action is carried out by the owning service over its internal routes and audited.
 */
export const adminService: ServiceDefinition<AdminConfig> = {
  name: 'admin',
  loadConfig: loadAdminConfig,
  features: (config) => ({
    imports: [
      QueueModule.forRoot({
        redisUrl: config.REDIS_URL,
        prefix: config.ADMIN_REDIS_PREFIX,
        // Every service's queues, shown read-only to admins through the gateway.
        board: { path: '/api/admin/queues/board', readOnly: true },
      }),
      AdminEventsModule,
      SettingsModule,
      TagsModule,
      AuditModule,
      UsersModule,
      ReportsModule,
      VerificationModule,
      TicketsModule,
      PayoutsModule,
      DisputesModule,
      AdminPaymentsModule,
      SystemModule,
      IncidentsModule,
    ],
  }),
};
