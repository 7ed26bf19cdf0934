import type { Model } from 'mongoose';
import { MongoRepository } from '../../mongo/mongo-repository';
import type { ProcessedEvent } from './processed-event.schema';

/** The ids of handled events, checked and recorded around every handler run. */
export interface ProcessedEventLog {
  wasProcessed(eventId: string): Promise<boolean>;
  /** Records the event as handled; recording it again changes nothing. */
  record(event: ProcessedEvent): Promise<void>;
}

/** The handled event ids a service keeps in its database, each until it expires. */
export class ProcessedEventsRepository
  extends MongoRepository<ProcessedEvent>
  implements ProcessedEventLog
{
  constructor(model: Model<ProcessedEvent>) {
    super(model);
  }

  wasProcessed(eventId: string): Promise<boolean> {
    return this.exists({ _id: eventId });
  }

  async record(event: ProcessedEvent): Promise<void> {
    await this.insertUnlessExists(event);
  }
}
