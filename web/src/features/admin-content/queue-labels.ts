import type { QueueItemDto, ReportSeverity } from '@tessera/contracts';

export const SEVERITY_COLORS: Record<ReportSeverity, string> = {
  critical: 'red',
  high: 'volcano',
  medium: 'gold',
  low: 'default',
};

export const TARGET_LABELS: Record<QueueItemDto['targetType'], string> = {
  post: 'Post',
  user: 'Account',
  message: 'Message',
};

export const RESOLUTION_LABELS: Record<NonNullable<QueueItemDto['resolution']>['action'], string> =
  {
    dismiss: 'Dismissed',
    remove_content: 'Content removed',
    remove_message: 'Message removed',
    warn_creator: 'Warned',
    suspend_creator: 'Account suspended',
    ban_user: 'Account banned',
    approve: 'Approved',
    reject: 'Rejected',
    delete: 'Deleted',
  };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The 7-day clock in words: how long is left, or how long ago it ran out. */
export function dueClock(dueAt: string, now = Date.now()): { text: string; overdue: boolean } {
  const left = Date.parse(dueAt) - now;
  const span = Math.abs(left);
  const amount =
    span >= DAY_MS
      ? `${Math.floor(span / DAY_MS)} d ${Math.floor((span % DAY_MS) / HOUR_MS)} h`
      : `${Math.max(1, Math.floor(span / HOUR_MS))} h`;
  return left >= 0
    ? { text: `Due in ${amount}`, overdue: false }
    : { text: `Overdue by ${amount}`, overdue: true };
}
