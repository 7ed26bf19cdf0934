import { Injectable } from '@nestjs/common';
import type {
  AuditAction,
  Paginated,
  PublicUserDto,
  UpdateUserRequest,
  UserDto,
} from '@tessera/contracts';
import { type AuthenticatedUser, conflict, forbidden, notFound } from '@tessera/platform';
import { isRole } from '@tessera/rules';
import { auditEvent, userUpdatedEvent } from '../events/auth-events';
import type { RequestContext } from '../events/request-context';
import { USERNAME_TAKEN } from '../auth/registration.service';
import { toPublicUser, toUserDto } from './user-view';
import { type ProfileChanges, UsersRepository } from './users.repository';

export const USER_NOT_FOUND = 'User not found';
export const ONLY_ADMINS_CHANGE = 'Only admins can change role, verification or username';
export const NOT_YOUR_ACCOUNT = 'You can only update your own account';

const ADMIN_ONLY_FIELDS = ['role', 'isVerified', 'username'] as const;

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async me(userId: string): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    return toUserDto(user);
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

    const changes: ProfileChanges = { ...request };
    if (request.username !== undefined) {
      const usernameKey = request.username.toLowerCase();
      if (await this.users.usernameTaken(usernameKey, targetId)) throw conflict(USERNAME_TAKEN);
      changes.usernameKey = usernameKey;
    }
    const changedFields = Object.keys(request);
    if (changedFields.length === 0) return toUserDto(current);

    const roleChanged = request.role !== undefined && request.role !== current.role;
    const action: AuditAction = roleChanged ? 'user.role_changed' : 'user.profile_updated';
    const events = [
      userUpdatedEvent(targetId, request, caller.id, context),
      auditEvent(
        {
          action,
          outcome: 'success',
          userId: targetId,
          actorId: caller.id,
          resource: 'user',
          resourceId: targetId,
          details: roleChanged
            ? { from: current.role, to: request.role, fields: changedFields }
            : { fields: changedFields },
        },
        context,
      ),
    ];
    const updated = await this.users.update(targetId, changes, events);
    if (!updated) throw notFound(USER_NOT_FOUND);
    return toUserDto(updated);
  }
}
