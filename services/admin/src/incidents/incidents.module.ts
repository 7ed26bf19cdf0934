import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer } from '@tessera/platform';
import { AdminEventsModule } from '../admin-events/admin-events.module';
import { AdminUser, AdminUserSchema } from '../users/admin-user.schema';
import { IncidentAlerts } from './incident-alerts';
import { IncidentRulesEvents } from './incident-rules.events';
import {
  Incident,
  IncidentSchema,
  IncidentSignalDocument,
  IncidentSignalSchema,
} from './incident.schema';
import { IncidentsController } from './incidents.controller';
import { IncidentSignalsRepository, IncidentsRepository } from './incidents.repository';
import { RaiseIncidentUseCase } from './raise-incident.usecase';
import { UpdateIncidentUseCase } from './update-incident.usecase';

/**
 * Security incidents: alert rules over the audit trail and reports raise them, admins are mailed,
 * and admins work them from the system page. Admins' addresses come from the users read model.
 */
@Module({
  imports: [
    AdminEventsModule,
    MongooseModule.forFeature([
      { name: Incident.name, schema: IncidentSchema },
      { name: IncidentSignalDocument.name, schema: IncidentSignalSchema },
      { name: AdminUser.name, schema: AdminUserSchema },
    ]),
  ],
  controllers: [IncidentsController],
  providers: [
    IncidentsRepository,
    IncidentSignalsRepository,
    Mailer,
    IncidentAlerts,
    RaiseIncidentUseCase,
    UpdateIncidentUseCase,
    IncidentRulesEvents,
  ],
  exports: [IncidentsRepository, RaiseIncidentUseCase],
})
export class IncidentsModule {}
