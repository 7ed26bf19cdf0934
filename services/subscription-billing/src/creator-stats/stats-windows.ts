/** The studio's two windows, in UTC: since midnight today and since the first of this month. */
export interface StatsWindows {
  todayStart: Date;
  monthStart: Date;
}

export function statsWindows(now: Date): StatsWindows {
  return {
    todayStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  };
}
