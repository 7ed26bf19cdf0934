import type { AdminUserDto, AppealDto, UserTimelineEntryDto } from '@tessera/contracts';
import type { AdminUser } from './admin-user.schema';
import type { Appeal } from './appeal.schema';
import type { TimelineEntry } from './user-timeline.schema';

export function adminUserView(user: AdminUser): AdminUserDto {
  return {
    id: user._id,
    email: user.email ?? null,
    username: user.username ?? '',
    displayName: user.displayName,
    avatar: user.avatar,
    role: user.role,
    isVerified: user.isVerified,
    status: user.status,
    verificationStatus: user.verificationStatus,
    totalSpent: user.totalSpentCents,
    lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
    ipAddress: user.ipAddress ?? null,
    location: null,
    flaggedReasons: user.flaggedReasons,
    moderationNotes: user.moderationNotes,
    createdContentCount: Math.max(0, user.createdContentCount),
    subscriptionCount: Math.max(0, user.subscriptionCount),
    createdAt: user.createdAt?.toISOString() ?? null,
  };
}

export function timelineEntryView(entry: TimelineEntry): UserTimelineEntryDto {
  return {
    id: entry.id,
    kind: entry.kind,
    summary: entry.summary,
    occurredAt: new Date(entry.occurredAt).toISOString(),
  };
}

export function appealView(appeal: Appeal, username: string | null): AppealDto {
  return {
    id: appeal._id,
    userId: appeal.userId,
    username,
    appealedStatus: appeal.appealedStatus,
    statusReason: appeal.statusReason,
    message: appeal.message ?? '',
    state: appeal.state === 'awaiting' ? 'open' : appeal.state,
    submittedAt: (appeal.submittedAt ?? new Date(0)).toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    decidedBy: appeal.decidedBy,
    decisionNotes: appeal.decisionNotes,
  };
}
