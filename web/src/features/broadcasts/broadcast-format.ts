import type { BroadcastDto, BroadcastStatus, CreatorTierDto } from '@tessera/contracts';

export const STATUS_LABELS: Record<BroadcastStatus, { text: string; color: string }> = {
  scheduled: { text: 'Scheduled', color: 'blue' },
  sending: { text: 'Sending', color: 'gold' },
  sent: { text: 'Sent', color: 'green' },
  canceled: { text: 'Canceled', color: 'default' },
};

/** Who a broadcast went to, with tier names where they are known. */
export function audienceLabel(broadcast: BroadcastDto, tiers: readonly CreatorTierDto[]): string {
  if (broadcast.audience.type === 'all') return 'All subscribers';
  const names = broadcast.audience.tierIds.map(
    (id) => tiers.find((tier) => tier.id === id)?.name ?? 'A removed tier',
  );
  return names.join(', ');
}

/** A whole percentage of `total`, 0 when there is nothing to measure. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
