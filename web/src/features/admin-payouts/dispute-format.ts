import type { DisputeStatus } from '@tessera/contracts';

const DAY_MS = 86_400_000;

export const DISPUTE_STATUS_TAGS: Record<DisputeStatus, { label: string; color: string }> = {
  needs_response: { label: 'Needs response', color: 'red' },
  under_review: { label: 'Under review', color: 'gold' },
  won: { label: 'Won', color: 'green' },
  lost: { label: 'Lost', color: 'default' },
};

/** Whole days until the deadline, counted up: 0 once it has passed. */
export function daysLeft(dueBy: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(dueBy) - now) / DAY_MS));
}

/** What the deadline leaves, as a tag shows it. */
export function daysLeftLabel(left: number): string {
  if (left === 0) return 'Past due';
  return `${left} ${left === 1 ? 'day' : 'days'} left`;
}
