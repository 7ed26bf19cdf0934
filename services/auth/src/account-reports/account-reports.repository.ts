import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { AccountReport } from './account-report.schema';

@Injectable()
export class AccountReportsRepository extends OutboxRepository<AccountReport> {
  constructor(@InjectModel(AccountReport.name) model: Model<AccountReport>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Stores the report with its event; false when this reporter reported this account already. */
  async addOnce(report: AccountReport, events: EventEnvelope[]): Promise<boolean> {
    try {
      await this.insertWithEvents(report, events);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
