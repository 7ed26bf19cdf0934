import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnalyticsType } from '@tessera/contracts';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { DailyMetric } from './daily-metric.schema';

/** The owner of the whole platform's figures. */
export const PLATFORM_OWNER = 'platform';

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Daily figures per creator and for the platform, added to as events arrive. */
@Injectable()
export class DailyMetricsRepository extends MongoRepository<DailyMetric> {
  constructor(@InjectModel(DailyMetric.name) model: Model<DailyMetric>) {
    super(model);
  }

  /** Adds `delta` to the creator's figure of that day and to the platform's. */
  async add(creatorId: string, metric: AnalyticsType, at: Date, delta: number): Promise<void> {
    const day = utcDay(at);
    await Promise.all(
      [creatorId, PLATFORM_OWNER].map((owner) =>
        this.model.updateOne(
          { _id: `${owner}|${metric}|${day}` },
          { $inc: { value: delta }, $setOnInsert: { owner, metric, day } },
          { upsert: true },
        ),
      ),
    );
  }

  /** The owner's figures from `fromDay` on, by day. */
  async series(
    owner: string,
    metric: AnalyticsType,
    fromDay: string,
  ): Promise<Map<string, number>> {
    const rows = await this.model
      .find({ owner, metric, day: { $gte: fromDay } }, { day: 1, value: 1 })
      .lean<Array<Pick<DailyMetric, 'day' | 'value'>>>();
    return new Map(rows.map((row) => [row.day, row.value]));
  }

  /** Every figure of a metric for the owner, summed: the platform's revenue so far. */
  async total(owner: string, metric: AnalyticsType): Promise<number> {
    const rows = await this.model
      .find({ owner, metric }, { value: 1 })
      .lean<Array<Pick<DailyMetric, 'value'>>>();
    return rows.reduce((sum, row) => sum + row.value, 0);
  }
}
