import type { UserDto } from '@tessera/contracts';
import { isRole, type Role } from '@tessera/rules';

/** Roles may arrive in any letter case, so every check goes through the shared comparison. */
export function userHasRole(user: Pick<UserDto, 'role'> | null | undefined, role: Role): boolean {
  return isRole(user?.role, role);
}
