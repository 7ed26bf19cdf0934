import type { MediaStatus } from '@tessera/contracts';

/**
 * pending → processing → ready | failed. `processing` may start again when a worker died and
 * the job was handed to another; a failed item may be processed again when its job is retried.
 * A ready item is final.
 */
const NEXT: Readonly<Record<MediaStatus, readonly MediaStatus[]>> = {
  pending: ['processing'],
  processing: ['processing', 'ready', 'failed'],
  failed: ['processing'],
  ready: [],
};

export function canMoveTo(from: MediaStatus, to: MediaStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses an item may be in for a move to `to`, for conditional updates. */
export function statusesBefore(to: MediaStatus): MediaStatus[] {
  return (Object.keys(NEXT) as MediaStatus[]).filter((from) => canMoveTo(from, to));
}
