import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Revenue reports and payment analytics for creators, from the ledger. */
@Module({ controllers: [ReportsController], providers: [ReportsService] })
export class ReportsModule {}
