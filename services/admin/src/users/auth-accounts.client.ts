import { HttpException, Inject, Injectable } from '@nestjs/common';
import type {
  AccountStatusChange,
  ChangeAccountStatusRequest,
  ChangeRoleRequest,
  ExportedUser,
  RoleChange,
  UserExportPage,
} from '@tessera/contracts';
import {
  ApiError,
  InternalHttpClient,
  InternalHttpError,
  SERVICE_CONFIG,
  serviceUnavailable,
} from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { AuthAccountsPort } from './auth-accounts';

const EXPORT_PAGE_SIZE = 500;

/** Auth's answers an admin should see as they are; anything else means auth is unavailable. */
const PASSED_ON_STATUSES = [400, 404, 409];

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
      throw asApiError(error);
    }
  }
}

function asApiError(error: unknown): HttpException {
  if (error instanceof InternalHttpError && PASSED_ON_STATUSES.includes(error.status ?? 0)) {
    return new ApiError(error.status ?? 500, error.message, error.errors);
  }
  return serviceUnavailable('Accounts cannot be changed right now; try again in a minute');
}
