import { Inject, Injectable } from '@nestjs/common';
import type {
  AccountStatusChange,
  ChangeAccountStatusRequest,
  ChangeRoleRequest,
  ExportedUser,
  RoleChange,
  UserExportPage,
} from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { AuthAccountsPort } from './auth-accounts';
import { asAdminAnswer } from '../admin-api/passed-on-errors';

const UNAVAILABLE = 'Accounts cannot be changed right now; try again in a minute';

const EXPORT_PAGE_SIZE = 500;

/** Auth's internal account routes, over the platform's internal HTTP client. */
@Injectable()
export class AuthAccountsClient extends AuthAccountsPort {
  private readonly auth: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: AdminConfig) {
    super();
    this.auth = new InternalHttpClient({
      service: 'auth',
      baseUrl: config.AUTH_URL,
      internalToken: config.INTERNAL_API_TOKEN,
      timeoutMs: 10_000,
    });
  }

  changeStatus(userId: string, request: ChangeAccountStatusRequest): Promise<AccountStatusChange> {
    return this.put(`/internal/users/${encodeURIComponent(userId)}/status`, request);
  }

  changeRole(userId: string, request: ChangeRoleRequest): Promise<RoleChange> {
    return this.put(`/internal/users/${encodeURIComponent(userId)}/role`, request);
  }

  async *exportedUsers(): AsyncGenerator<ExportedUser[]> {
    let after: string | null = null;
    do {
      const page: UserExportPage = await this.auth.get<UserExportPage>('/internal/export/users', {
        query: { after: after ?? undefined, limit: EXPORT_PAGE_SIZE },
        timeoutMs: 30_000,
      });
      yield page.users;
      after = page.next;
    } while (after);
  }

  private async put<T>(path: string, body: unknown): Promise<T> {
    try {
      // Setting a status or role twice is the same as once, so the call may be repeated.
      return await this.auth.put<T>(path, { body });
    } catch (error) {
      throw asAdminAnswer(error, UNAVAILABLE);
    }
  }
}
