import { Injectable } from '@nestjs/common';
import type {
  AuditAction,
  Paginated,
  PublicUserDto,
  RoleChange,
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
import { isRole, type Role } from '@tessera/rules';
import { locksOut, statusOf } from '../account-status/account-standing';
import { auditEvent, userUpdatedEvent } from '../events/auth-event.builder';
import { USERNAME_TAKEN } from '../auth/registration.service';
import { type ProfileUpdate, profileChanges } from './profile-changes';
import { toPublicUser, toUserDto } from './user-view';
import { SessionService } from '../sessions/session.service';
import type { User } from './user.schema';
import { UserProfileCache } from './user-profile.cache';
import { ProfileImagesPort } from './profile-images.client';
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
    private readonly profileImages: ProfileImagesPort,
  ) {}

  async me(userId: string): Promise<UserDto> {
    const profile = await this.profiles.profileOf(userId, async () => {
      const user = await this.users.findById(userId);
      return user ? toUserDto(user) : null;
    });
    if (!profile) throw notFound(USER_NOT_FOUND);
    return profile;
  }

  /**
   * Admins page through every account; everyone else, signed in or not, through creators only, so
   * subscribers and admins are never listed to strangers.
   */
  async list(
    viewer: AuthenticatedUser | null,
    page: number,
    limit: number,
  ): Promise<Paginated<PublicUserDto>> {
    const role = viewer && isRole(viewer.role, 'admin') ? undefined : 'creator';
    const { users, total } = await this.users.list(page, limit, role);
    return { items: users.map(toPublicUser), page, limit, total };
  }

  /** A suspended or banned account's profile leaves public view: only the owner and admins see it. */
  async publicProfile(id: string, viewer: AuthenticatedUser | null): Promise<PublicUserDto> {
    const user = await this.users.findById(id);
    const managed = !!viewer && (viewer.id === id || isRole(viewer.role, 'admin'));
    if (!user || (locksOut(statusOf(user)) && !managed)) throw notFound(USER_NOT_FOUND);
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

    const changed = profileChanges(current, await this.withProfileImages(targetId, request));
    if (Object.keys(changed).length === 0) return toUserDto(current);
    return toUserDto(await this.store(current, changed, caller.id, context));
  }

  /**
   * The update with uploads named by `avatarMediaId` and `coverMediaId` turned into the public
   * addresses content gives them once it has checked they are the owner's images of that purpose.
   */
  private async withProfileImages(
    ownerId: string,
    request: UpdateUserRequest,
  ): Promise<ProfileUpdate> {
    const { avatarMediaId, coverMediaId, ...fields } = request;
    const update: ProfileUpdate = { ...fields };
    if (avatarMediaId) {
      update.avatar = await this.profileImages.claim(ownerId, avatarMediaId, 'avatar');
    }
    if (coverMediaId) {
      update.coverImage = await this.profileImages.claim(ownerId, coverMediaId, 'cover');
    }
    return update;
  }

  /**
   * Makes the account with this email an admin, for the create-admin command line; no-one signed
   * in asks, so the change has no actor. Its sessions end, as with any role change.
   */
  async promoteToAdmin(email: string): Promise<UserDto> {
    const current = await this.users.findByEmail(email);
    if (!current) throw notFound(USER_NOT_FOUND);
    if (current.role === 'admin') return toUserDto(current);
    return toUserDto(await this.store(current, { role: 'admin' }));
  }

  /**
   * An admin gives the account another role, through the admin service; its sessions end, as with
   * any role change. Asking for the role it has changes nothing.
   */
  async changeRole(
    targetId: string,
    role: Role,
    actorId: string,
    context: RequestContext,
  ): Promise<RoleChange> {
    const current = await this.users.findById(targetId);
    if (!current) throw notFound(USER_NOT_FOUND);
    const unchanged = { userId: targetId, role: current.role, previousRole: current.role };
    if (current.role === role) return { ...unchanged, changed: false };
    await this.store(current, { role }, actorId, context);
    return { ...unchanged, role, changed: true };
  }

  /** Writes the changes with their events; a new role ends every session of the account. */
  private async store(
    current: User,
    changed: ProfileUpdate,
    actorId?: string,
    context?: RequestContext,
  ): Promise<User> {
    const targetId = current._id;
    const changes: ProfileChanges = { ...changed };
    if (changed.username !== undefined) {
      const usernameKey = changed.username.toLowerCase();
      if (await this.users.usernameTaken(usernameKey, targetId)) throw conflict(USERNAME_TAKEN);
      changes.usernameKey = usernameKey;
    }
    // Verified exactly when `isVerified` is true: an admin's direct toggle moves both.
    if (changed.isVerified !== undefined) {
      changes.verificationStatus = changed.isVerified ? 'verified' : 'none';
    }
    const changedFields = Object.keys(changed);
    const roleChanged = changed.role !== undefined;
    const action: AuditAction = roleChanged ? 'user.role_changed' : 'user.profile_updated';
    const events = [
      userUpdatedEvent(targetId, changed, actorId, context),
      auditEvent(
        {
          action,
          outcome: 'success',
          userId: targetId,
          actorId,
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
    return updated;
  }
}
