export type PeriodKind = 'day' | 'week' | 'month';

export interface Period {
  label: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** The `count` UTC periods up to and including the current one, oldest first. */
export function lastPeriods(kind: PeriodKind, count: number, now: Date): Period[] {
  const periods: Period[] = [];
  let start = periodStart(kind, now);
  for (let index = 0; index < count; index += 1) {
    const end = periods.length === 0 ? nextStart(kind, start) : periods[0].start;
    periods.unshift({ label: label(kind, start), start, end });
    start = previousStart(kind, start);
  }
  return periods;
}

function periodStart(kind: PeriodKind, at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (kind === 'day') return day;
  if (kind === 'month') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  // Weeks start on Monday.
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

function nextStart(kind: PeriodKind, start: Date): Date {
  if (kind === 'day') return new Date(start.getTime() + DAY_MS);
  if (kind === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

function previousStart(kind: PeriodKind, start: Date): Date {
  if (kind === 'day') return new Date(start.getTime() - DAY_MS);
  if (kind === 'week') return new Date(start.getTime() - 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1));
}

function label(kind: PeriodKind, start: Date): string {
  const iso = start.toISOString();
  return kind === 'month' ? iso.slice(0, 7) : iso.slice(0, 10);
}
