import type { BroadcastDto } from '@tessera/contracts';
import type { Broadcast } from './broadcast.schema';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toBroadcastDto(broadcast: Broadcast, read: number): BroadcastDto {
  return {
    id: broadcast._id,
    senderId: broadcast.senderId,
    content: broadcast.content,
    audience: broadcast.audience,
    status: broadcast.status,
    scheduledFor: iso(broadcast.scheduledFor),
    createdAt: broadcast.createdAt.toISOString(),
    completedAt: iso(broadcast.completedAt),
    canceledAt: iso(broadcast.canceledAt),
    analytics: {
      totalRecipients: broadcast.totalRecipients,
      delivered: broadcast.delivered,
      read,
      failed: broadcast.failed,
    },
  };
}
