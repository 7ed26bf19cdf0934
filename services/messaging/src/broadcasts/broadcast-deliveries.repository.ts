import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { BroadcastDelivery, type DeliveryStatus } from './broadcast-delivery.schema';

export function deliveryId(broadcastId: string, recipientId: string): string {
  return `${broadcastId}:${recipientId}`;
}

export type DeliveryOutcome =
  | { status: 'delivered'; conversationId: string; messageId: string; seq: number }
  | { status: 'failed'; reason: string };

/** Per-recipient delivery records, unique by broadcast and recipient. */
@Injectable()
export class BroadcastDeliveriesRepository {
  constructor(
    @InjectModel(BroadcastDelivery.name) private readonly model: Model<BroadcastDelivery>,
  ) {}

  /**
   * Takes a recipient on for delivery: a new record starts pending; an existing one answers its
   * status, so a settled recipient is skipped and a pending one (an attempt cut short) resumed.
   */
  async claim(broadcastId: string, recipientId: string, at: Date): Promise<DeliveryStatus> {
    const record: BroadcastDelivery = {
      _id: deliveryId(broadcastId, recipientId),
      broadcastId,
      recipientId,
      status: 'pending',
      conversationId: null,
      messageId: null,
      seq: null,
      reason: null,
      createdAt: at,
      settledAt: null,
    };
    try {
      await this.model.create(record);
      return 'pending';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.model.findById(record._id, { status: 1 }).lean();
      return existing?.status ?? 'pending';
    }
  }

  /** Settles a pending recipient; false when another run settled it first (count nothing). */
  async settle(
    broadcastId: string,
    recipientId: string,
    outcome: DeliveryOutcome,
    at: Date,
  ): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: deliveryId(broadcastId, recipientId), status: 'pending' },
      { $set: { ...outcome, settledAt: at } },
    );
    return result.modifiedCount === 1;
  }

  findMany(broadcastId: string, recipientIds: readonly string[]): Promise<BroadcastDelivery[]> {
    if (recipientIds.length === 0) return Promise.resolve([]);
    return this.model
      .find({ _id: { $in: recipientIds.map((id) => deliveryId(broadcastId, id)) } })
      .lean<BroadcastDelivery[]>();
  }
}
