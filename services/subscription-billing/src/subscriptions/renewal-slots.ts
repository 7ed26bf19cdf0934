import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository, SERVICE_CONFIG } from '@tessera/platform';
import type { Model } from 'mongoose';
import type { BillingConfig } from '../config/billing-config';
import { RenewalSlot } from './renewal-slot.schema';

export const SLOT_SHARDS = 32;
/** Slots are kept a week after they pass, long after their entries were queued. */
const SLOT_KEEP_MS = 7 * 86_400_000;

export interface DueEntry {
  subscriptionId: string;
  dueMs: number;
}

export function slotIds(fromMs: number, toMs: number, slotMs: number): string[] {
  const ids: string[] = [];
  for (let start = Math.floor(fromMs / slotMs) * slotMs; start <= toMs; start += slotMs) {
    for (let shard = 0; shard < SLOT_SHARDS; shard += 1) ids.push(`${start}-${shard}`);
  }
  return ids;
}

export function shardOf(subscriptionId: string): number {
  return createHash('sha1').update(subscriptionId).digest().readUInt16BE(0) % SLOT_SHARDS;
}

export function parseEntry(entry: string): DueEntry | null {
  const at = entry.lastIndexOf('@');
  const dueMs = Number(entry.slice(at + 1));
  if (at <= 0 || !Number.isSafeInteger(dueMs)) return null;
  return { subscriptionId: entry.slice(0, at), dueMs };
}

/**
 * Files each subscription's next renewal step under the slot of its time, so the sweeper finds
 * what is due by `_id` alone: the local database answers nothing else from an index, and a range
 * query on a date would scan every subscription (docs/operations.md).
 */
@Injectable()
export class RenewalSlots extends MongoRepository<RenewalSlot> {
  private readonly slotMs: number;

  constructor(
    @InjectModel(RenewalSlot.name) model: Model<RenewalSlot>,
    @Inject(SERVICE_CONFIG) config: BillingConfig,
  ) {
    super(model);
    this.slotMs = config.RENEWAL_SLOT_SECONDS * 1000;
  }

  async file(subscriptionId: string, at: Date): Promise<void> {
    const start = Math.floor(at.getTime() / this.slotMs) * this.slotMs;
    await this.model.updateOne(
      { _id: `${start}-${shardOf(subscriptionId)}` },
      {
        $push: { entries: `${subscriptionId}@${at.getTime()}` },
        $setOnInsert: { expiresAt: new Date(start + this.slotMs + SLOT_KEEP_MS) },
      },
      { upsert: true },
    );
  }

  /** The slots overlapping `[fromMs, toMs]` that hold entries. */
  async between(fromMs: number, toMs: number): Promise<RenewalSlot[]> {
    const slots = await this.model
      .find({ _id: { $in: slotIds(fromMs, toMs, this.slotMs) } })
      .lean<RenewalSlot[]>();
    return slots.filter((slot) => slot.entries.length > 0);
  }

  /** Removes entries once queued; entries filed meanwhile stay. */
  async taken(slotId: string, entries: string[]): Promise<void> {
    await this.model.updateOne({ _id: slotId }, { $pullAll: { entries } });
  }

  get slotLengthMs(): number {
    return this.slotMs;
  }
}
