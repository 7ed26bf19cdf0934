import type {
  AccountStatusChange,
  ChangeAccountStatusRequest,
  ChangeRoleRequest,
  ExportedUser,
  RoleChange,
} from '@tessera/contracts';

/**
 * What the admin service asks of auth, which owns accounts: their status and role (auth ends
 * sessions and writes the audit entry), and every account for a rebuild of the read model.
 * Failures are thrown as the API errors to answer (404 unknown user, 409 an admin's status).
 */
export abstract class AuthAccountsPort {
  abstract changeStatus(
    userId: string,
    request: ChangeAccountStatusRequest,
  ): Promise<AccountStatusChange>;

  abstract changeRole(userId: string, request: ChangeRoleRequest): Promise<RoleChange>;

  abstract exportedUsers(): AsyncGenerator<ExportedUser[]>;
}
