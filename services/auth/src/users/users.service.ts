import { Injectable } from '@nestjs/common';
import type {
  AuditAction,
  Paginated,
  PublicUserDto,
  UpdateUserRequest,
  UserDto,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  conflict,
  forbidden,
  notFound,
  type RequestContext,
} from '@tessera/platform';
import { isRole } from '@tessera/rules';
import { auditEvent, userUpdatedEvent } from '../events/auth-events';
import { USERNAME_TAKEN } from '../auth/registration.service';
import { profileChanges } from './profile-changes';
import { toPublicUser, toUserDto } from './user-view';
import { SessionService } from '../sessions/session.service';
import { UserProfileCache } from './user-profile.cache';
import { type ProfileChanges, UsersRepository } from './users.repository';

export const USER_NOT_FOUND = 'User not found';
export const ONLY_ADMINS_CHANGE = 'Only admins can change role, verification or username';
export const NOT_YOUR_ACCOUNT = 'You can only update your own account';

const ADMIN_ONLY_FIELDS = ['role', 'isVerified', 'username'] as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly profiles: UserProfileCache,
  ) {}

  async me(userId: string): Promise<UserDto> {
    const profile = await this.profiles.profileOf(userId, async () => {
      const user = await this.users.findById(userId);
      return user ? toUserDto(user) : null;
    });
    if (!profile) throw notFound(USER_NOT_FOUND);
    return profile;
  }

  async list(page: number, limit: number): Promise<Paginated<PublicUserDto>> {
    const { users, total } = await this.users.list(page, limit);
    return { items: users.map(toPublicUser), page, limit, total };
  }

  async publicProfile(id: string): Promise<PublicUserDto> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return toPublicUser(user);
  }

  /** The owner may edit their profile; only an admin may also change role, verification or username. */
  async update(
    caller: AuthenticatedUser,
    targetId: string,
    request: UpdateUserRequest,
    context: RequestContext,
  ): Promise<UserDto> {
    const callerIsAdmin = isRole(caller.role, 'admin');
    if (!callerIsAdmin && caller.id !== targetId) throw forbidden(NOT_YOUR_ACCOUNT);
    if (!callerIsAdmin && ADMIN_ONLY_FIELDS.some((field) => request[field] !== undefined)) {
      throw forbidden(ONLY_ADMINS_CHANGE);
    }
    const current = await this.users.findById(targetId);
    if (!current) throw notFound(USER_NOT_FOUND);

    const changed = profileChanges(current, request);
    const changedFields = Object.keys(changed);
    if (changedFields.length === 0) return toUserDto(current);
    const changes: ProfileChanges = { ...changed };
    if (changed.username !== undefined) {
      const usernameKey = changed.username.toLowerCase();
      if (await this.users.usernameTaken(usernameKey, targetId)) throw conflict(USERNAME_TAKEN);
      changes.usernameKey = usernameKey;
    }

    const roleChanged = changed.role !== undefined;
    const action: AuditAction = roleChanged ? 'user.role_changed' : 'user.profile_updated';
    const events = [
      userUpdatedEvent(targetId, changed, caller.id, context),
      auditEvent(
        {
          action,
          outcome: 'success',
          userId: targetId,
          actorId: caller.id,
          resource: 'user',
          resourceId: targetId,
          details: roleChanged
            ? { from: current.role, to: changed.role, fields: changedFields }
            : { fields: changedFields },
        },
        context,
      ),
    ];
    const updated = await this.users.update(targetId, changes, events);
    if (!updated) throw notFound(USER_NOT_FOUND);
    // Tokens carry the role: the old ones must stop working, so the user signs in with the new one.
    if (roleChanged) await this.sessions.endAll(targetId, 'role-changed', context);
    return toUserDto(updated);
  }
}
