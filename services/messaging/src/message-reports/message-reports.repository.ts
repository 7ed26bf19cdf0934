import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { MessageReport } from './message-report.schema';

@Injectable()
export class MessageReportsRepository extends OutboxRepository<MessageReport> {
  constructor(@InjectModel(MessageReport.name) model: Model<MessageReport>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Stores the report with its event; false when this reporter reported this message already. */
  async addOnce(report: MessageReport, events: EventEnvelope[]): Promise<boolean> {
    try {
      await this.insertWithEvents(report, events);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
