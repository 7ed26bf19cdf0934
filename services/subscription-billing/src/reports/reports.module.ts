import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { TierCatalogModule } from '../tier-catalog/tier-catalog.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Revenue reports and payment analytics for creators, from the ledger. */
@Module({
  imports: [LedgerModule, TierCatalogModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
