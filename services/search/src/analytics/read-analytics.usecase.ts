import { Injectable } from '@nestjs/common';
import type { AnalyticsQuery, AnalyticsSeries, AnalyticsType } from '@tessera/contracts';
import { DailyMetricsRepository, PLATFORM_OWNER, utcDay } from './daily-metrics.repository';

const DAY_MS = 86_400_000;

/** A figure by day over the last `days` days, today included, with empty days as zero. */
@Injectable()
export class ReadAnalyticsUseCase {
  constructor(private readonly metrics: DailyMetricsRepository) {}

  async execute(
    userId: string,
    type: AnalyticsType,
    query: AnalyticsQuery,
    now = new Date(),
  ): Promise<AnalyticsSeries> {
    const owner = query.scope === 'platform' ? PLATFORM_OWNER : userId;
    const days = Array.from({ length: query.days }, (_, index) =>
      utcDay(new Date(now.getTime() - (query.days - 1 - index) * DAY_MS)),
    );
    const values = await this.metrics.series(owner, type, days[0]);
    const points = days.map((day) => ({ day, value: values.get(day) ?? 0 }));
    return {
      type,
      scope: query.scope,
      unit: type === 'revenue' ? 'cents' : 'count',
      points,
      total: points.reduce((sum, point) => sum + point.value, 0),
    };
  }
}
