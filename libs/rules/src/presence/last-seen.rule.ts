import { DAY_MS, HOUR_MS, MINUTE_MS, toDate } from '../time';

/**
 * Whole units, rounded down: 59 s is 'Just now', 60 s is '1m ago', 23 h 59 m is '23h ago',
 * 24 h is '1d ago', 7 days or more is the locale date. A time in the future reads 'Just now'.
 */
export function lastSeenText(
  lastSeen: Date | string | null | undefined,
  now: Date,
  locale?: string,
): string {
  const seen = toDate(lastSeen);
  if (!seen) {
    return 'Never';
  }
  const elapsedMs = now.getTime() - seen.getTime();
  if (elapsedMs < MINUTE_MS) {
    return 'Just now';
  }
  if (elapsedMs < HOUR_MS) {
    return `${Math.floor(elapsedMs / MINUTE_MS)}m ago`;
  }
  if (elapsedMs < DAY_MS) {
    return `${Math.floor(elapsedMs / HOUR_MS)}h ago`;
  }
  if (elapsedMs < 7 * DAY_MS) {
    return `${Math.floor(elapsedMs / DAY_MS)}d ago`;
  }
  return seen.toLocaleDateString(locale);
}
