import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Report } from './report.schema';

@Injectable()
export class ReportsRepository extends OutboxRepository<Report> {
  constructor(@InjectModel(Report.name) model: Model<Report>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** False when this user already reported this post; the first report stands. */
  async createOnce(
    report: Omit<Report, 'reportedAt' | 'status'>,
    events: EventEnvelope[],
  ): Promise<boolean> {
    try {
      await this.insertWithEvents(report, events);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
