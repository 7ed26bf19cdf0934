import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope, VerificationQueueQuery } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { VerificationRequest } from './verification-request.schema';

export type Decided = Pick<VerificationRequest, 'status' | 'reviewedAt' | 'reviewedBy' | 'notes'>;

@Injectable()
export class VerificationRequestsRepository extends OutboxRepository<VerificationRequest> {
  constructor(
    @InjectModel(VerificationRequest.name) model: Model<VerificationRequest>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  /** Stores a new request with its audit; null when the creator already has one pending. */
  async submit(
    request: VerificationRequest,
    events: EventEnvelope[],
  ): Promise<VerificationRequest | null> {
    try {
      return await this.insertWithEvents(request, events);
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  findById(id: string): Promise<VerificationRequest | null> {
    return this.model.findById(id).lean<VerificationRequest>();
  }

  latestOf(userId: string): Promise<VerificationRequest | null> {
    return this.model.findOne({ userId }).sort({ submittedAt: -1 }).lean<VerificationRequest>();
  }

  /** Records a decision on a pending request; null when it was decided meanwhile. */
  decide(id: string, decided: Decided, events: EventEnvelope[]) {
    return this.findAndUpdateWithEvents({ _id: id, status: 'pending' }, { $set: decided }, events);
  }

  countPending(): Promise<number> {
    return this.model.countDocuments({ status: 'pending' });
  }

  /** Oldest first: the queue is worked in the order creators asked. */
  async page(query: VerificationQueueQuery) {
    const filter = query.status ? { status: query.status } : {};
    const [items, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ submittedAt: 1, _id: 1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<VerificationRequest[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  /** Decided requests whose documents are past their retention and not yet deleted. */
  dueForDeletion(decidedBefore: Date, limit: number): Promise<VerificationRequest[]> {
    return this.model
      .find({ reviewedAt: { $ne: null, $lte: decidedBefore }, documentsDeletedAt: null })
      .limit(limit)
      .lean<VerificationRequest[]>();
  }

  async markDocumentsDeleted(id: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { documentsDeletedAt: at } });
  }
}
