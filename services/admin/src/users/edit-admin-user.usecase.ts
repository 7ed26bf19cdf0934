import { Injectable } from '@nestjs/common';
import type { UpdateAdminUserRequest } from '@tessera/contracts';
import { buildAuditEvent, notFound } from '@tessera/platform';
import { actorFields, type AdminActor } from '../admin-api/admin-actor';
import type { AdminUser } from './admin-user.schema';
import { AdminUsersRepository } from './admin-users.repository';
import { AuthAccountsPort } from './auth-accounts';

/**
 * An admin edits an account: moderation notes live in this service (audited here with before and
 * after); a role change is auth's, which ends the account's sessions and audits it.
 */
@Injectable()
export class EditAdminUserUseCase {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly auth: AuthAccountsPort,
  ) {}

  async execute(
    actor: AdminActor,
    id: string,
    request: UpdateAdminUserRequest,
  ): Promise<AdminUser> {
    const user = await this.users.find(id);
    if (!user) throw notFound('User not found');
    if (request.role !== undefined && request.role !== user.role) {
      await this.auth.changeRole(id, { role: request.role, ...actorFields(actor) });
    }
    if (request.moderationNotes !== undefined && request.moderationNotes !== user.moderationNotes) {
      const audit = buildAuditEvent(
        'admin',
        {
          action: 'user.edited_by_admin',
          outcome: 'success',
          userId: id,
          actorId: actor.id,
          resource: 'user',
          resourceId: id,
          before: { moderationNotes: user.moderationNotes },
          after: { moderationNotes: request.moderationNotes },
        },
        actor.context,
      );
      await this.users.setModerationNotes(id, request.moderationNotes, audit);
    }
    return {
      ...user,
      ...(request.role ? { role: request.role } : {}),
      ...(request.moderationNotes !== undefined
        ? { moderationNotes: request.moderationNotes }
        : {}),
    };
  }
}
