import type { BroadcastDto } from '@tessera/contracts';

export function makeBroadcast(overrides: Partial<BroadcastDto> = {}): BroadcastDto {
  return {
    id: 'b'.repeat(32),
    senderId: 'creator-1',
    content: 'New set drops Friday!',
    audience: { type: 'all' },
    status: 'sent',
    scheduledFor: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    completedAt: '2026-01-05T10:00:03.000Z',
    canceledAt: null,
    analytics: { totalRecipients: 10, delivered: 8, read: 5, failed: 2 },
    ...overrides,
  };
}
