import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Broadcast, BroadcastBatch } from './broadcast.schema';

export function batchId(broadcastId: string, run: string, index: number): string {
  return `${broadcastId}-${run}-${index}`;
}

/** Broadcasts and their recipient batches; every change is one conditional write. */
@Injectable()
export class BroadcastsRepository {
  constructor(
    @InjectModel(Broadcast.name) private readonly model: Model<Broadcast>,
    @InjectModel(BroadcastBatch.name) private readonly batches: Model<BroadcastBatch>,
  ) {}

  async create(broadcast: Broadcast): Promise<Broadcast> {
    await this.model.create(broadcast);
    return broadcast;
  }

  find(id: string): Promise<Broadcast | null> {
    return this.model.findById(id).lean<Broadcast>();
  }

  /** The sender's broadcasts, newest first. */
  listBySender(senderId: string, limit: number): Promise<Broadcast[]> {
    return this.model.find({ senderId }).sort({ createdAt: -1 }).limit(limit).lean<Broadcast[]>();
  }

  /** Broadcasts waiting for their time or cut short while going out, to arm again at start-up. */
  unfinished(): Promise<Broadcast[]> {
    return this.model.find({ status: { $in: ['scheduled', 'sending'] } }).lean<Broadcast[]>();
  }

  /** Cancels a broadcast still waiting for its time; null when it is no longer scheduled. */
  cancel(id: string, senderId: string, at: Date): Promise<Broadcast | null> {
    return this.model
      .findOneAndUpdate(
        { _id: id, senderId, status: 'scheduled' },
        { $set: { status: 'canceled', canceledAt: at } },
        { new: true },
      )
      .lean<Broadcast>();
  }

  /** A scheduled broadcast whose time came starts going out; false when canceled meanwhile. */
  async start(id: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: id, status: 'scheduled' },
      { $set: { status: 'sending' } },
    );
    return result.modifiedCount === 1;
  }

  /**
   * Stores one resolution of the audience as batches, then makes it the broadcast's unless an
   * earlier run already did: whichever run sets `audienceRun` first is the one delivered.
   */
  async fixAudience(
    id: string,
    run: string,
    batches: readonly string[][],
  ): Promise<Broadcast | null> {
    try {
      await this.batches.insertMany(
        batches.map((recipientIds, index) => ({
          _id: batchId(id, run, index),
          broadcastId: id,
          recipientIds,
        })),
        { ordered: false },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await this.model.updateOne(
      { _id: id, audienceRun: null },
      {
        $set: {
          audienceRun: run,
          batchCount: batches.length,
          totalRecipients: batches.reduce((sum, batch) => sum + batch.length, 0),
        },
      },
    );
    return this.find(id);
  }

  async batch(broadcastId: string, run: string, index: number): Promise<BroadcastBatch | null> {
    return this.batches.findById(batchId(broadcastId, run, index)).lean<BroadcastBatch>();
  }

  async batchesOf(broadcast: Broadcast): Promise<BroadcastBatch[]> {
    const { audienceRun, batchCount } = broadcast;
    if (!audienceRun || !batchCount) return [];
    const ids = Array.from({ length: batchCount }, (_, index) =>
      batchId(broadcast._id, audienceRun, index),
    );
    return this.batches.find({ _id: { $in: ids } }).lean<BroadcastBatch[]>();
  }

  async count(id: string, outcome: 'delivered' | 'failed'): Promise<void> {
    await this.model.updateOne({ _id: id }, { $inc: { [outcome]: 1 } });
  }

  /** Records a batch as settled; answers the broadcast as it now stands. */
  markBatchDone(id: string, index: number): Promise<Broadcast | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $addToSet: { doneBatches: index } }, { new: true })
      .lean<Broadcast>();
  }

  /** Once every batch is settled: sent, with the counts recounted from the deliveries. */
  async complete(
    id: string,
    counts: { delivered: number; failed: number },
    at: Date,
  ): Promise<void> {
    await this.model.updateOne(
      { _id: id, status: 'sending' },
      { $set: { status: 'sent', completedAt: at, ...counts } },
    );
  }
}
