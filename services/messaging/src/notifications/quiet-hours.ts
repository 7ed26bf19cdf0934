import type { NotificationSettingsDto } from '@tessera/contracts';

type DoNotDisturb = NotificationSettingsDto['doNotDisturb'];

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The wall-clock minute of the day at `now` in `timeZone`. */
function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const field = (type: 'hour' | 'minute') =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return field('hour') * 60 + field('minute');
}

/**
 * Whether do-not-disturb holds at `now`: on, and the user's local time inside [start, end). A
 * window whose end comes before its start spans midnight; equal start and end mean all day.
 */
export function isQuietTime(dnd: DoNotDisturb, now: Date): boolean {
  if (!dnd.enabled) return false;
  const start = minutesOf(dnd.start);
  const end = minutesOf(dnd.end);
  if (start === end) return true;
  const local = minuteOfDay(now, dnd.timeZone);
  return start < end ? local >= start && local < end : local >= start || local < end;
}
