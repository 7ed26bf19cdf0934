import type {
  AccountStatusChange,
  ChangeAccountStatusRequest,
  ChangeRoleRequest,
  EventEnvelope,
  ExportedUser,
  RoleChange,
} from '@tessera/contracts';
import { conflict, notFound, type OutgoingMail } from '@tessera/platform';
import type { AdminUser } from './admin-user.schema';
import type { Appeal } from './appeal.schema';
import type { DecidedState } from './appeals.repository';
import { AuthAccountsPort } from './auth-accounts';

export const context = { ipAddress: '203.0.113.9', userAgent: 'vitest', requestId: 'req-1' };
export const admin = { id: 'admin-1', context };

export function member(id: string, fields: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id,
    email: `${id}@example.com`,
    username: id,
    displayName: `Member ${id}`,
    avatar: '',
    role: 'subscriber',
    isVerified: false,
    status: 'active',
    verificationStatus: 'none',
    searchKeys: [],
    searchBuckets: [],
    totalSpentCents: 0,
    lastActiveAt: null,
    ipAddress: null,
    flaggedReasons: [],
    moderationNotes: '',
    createdContentCount: 0,
    subscriptionCount: 0,
    ...fields,
  };
}

/** Auth's account routes over a map of accounts, with the same refusals. */
export class InMemoryAuthAccounts extends AuthAccountsPort {
  readonly requests: ChangeAccountStatusRequest[] = [];

  constructor(readonly accounts: Map<string, AdminUser>) {
    super();
  }

  async changeStatus(
    userId: string,
    request: ChangeAccountStatusRequest,
  ): Promise<AccountStatusChange> {
    const account = this.accounts.get(userId);
    if (!account) throw notFound('User not found');
    if (account.role === 'admin') throw conflict("An admin's status cannot be changed");
    this.requests.push(request);
    const previousStatus = account.status;
    account.status = request.status;
    return {
      userId,
      role: account.role,
      status: request.status,
      previousStatus,
      changed: previousStatus !== request.status,
    };
  }

  async changeRole(userId: string, request: ChangeRoleRequest): Promise<RoleChange> {
    const account = this.accounts.get(userId);
    if (!account) throw notFound('User not found');
    const previousRole = account.role;
    account.role = request.role;
    return { userId, role: request.role, previousRole, changed: previousRole !== request.role };
  }

  async *exportedUsers(): AsyncGenerator<ExportedUser[]> {
    yield [];
  }
}

export class InMemoryUsers {
  constructor(readonly accounts: Map<string, AdminUser>) {}

  async find(id: string): Promise<AdminUser | null> {
    return this.accounts.get(id) ?? null;
  }

  async findMany(ids: readonly string[]): Promise<AdminUser[]> {
    return ids.flatMap((id) => this.accounts.get(id) ?? []);
  }
}

export class InMemoryAppeals {
  readonly appeals = new Map<string, Appeal>();
  readonly audit: EventEnvelope[] = [];

  async open(
    appeal: Omit<
      Appeal,
      'message' | 'submittedAt' | 'decidedAt' | 'decidedBy' | 'decisionNotes' | 'state'
    >,
  ) {
    this.appeals.set(appeal._id, {
      ...appeal,
      state: 'awaiting',
      message: null,
      submittedAt: null,
      decidedAt: null,
      decidedBy: null,
      decisionNotes: null,
    });
  }

  async findByTokenHash(tokenHash: string): Promise<Appeal | null> {
    return [...this.appeals.values()].find((appeal) => appeal.tokenHash === tokenHash) ?? null;
  }

  async find(id: string): Promise<Appeal | null> {
    return this.appeals.get(id) ?? null;
  }

  async submit(id: string, message: string, at: Date, audit: EventEnvelope): Promise<boolean> {
    const appeal = this.appeals.get(id);
    if (appeal?.state !== 'awaiting') return false;
    Object.assign(appeal, { state: 'open', message, submittedAt: at });
    this.audit.push(audit);
    return true;
  }

  async decide(
    id: string,
    decision: { state: DecidedState; by: string; notes: string; at: Date },
    audit: EventEnvelope,
  ): Promise<boolean> {
    const appeal = this.appeals.get(id);
    if (appeal?.state !== 'open') return false;
    Object.assign(appeal, {
      state: decision.state,
      decidedBy: decision.by,
      decisionNotes: decision.notes,
      decidedAt: decision.at,
    });
    this.audit.push(audit);
    return true;
  }
}

export class RecordingMailer {
  readonly sent: OutgoingMail[] = [];

  sendInBackground(mail: OutgoingMail): void {
    this.sent.push(mail);
  }
}
