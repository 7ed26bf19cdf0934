import type {
  AdminOverviewDto,
  AdminUserDetailDto,
  AdminUserDto,
  AdminUserListParams,
  AppealDecisionRequest,
  AppealDto,
  BulkUserActionBody,
  BulkUserResultDto,
  ChangeUserStatusRequest,
  Paginated,
  SubmitAppealBody,
  UpdateAdminUserRequest,
  UserStatusChangeDto,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { type QueryParams, queryString } from './query-string';

const user = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export const adminUsersApi = {
  overview: () => apiRequest<AdminOverviewDto>('/admin/overview'),
  list: (query: QueryParams<AdminUserListParams>) =>
    apiRequest<Paginated<AdminUserDto>>(`/admin/users${queryString<AdminUserListParams>(query)}`),
  detail: (id: string) => apiRequest<AdminUserDetailDto>(user(id)),
  changeStatus: (id: string, body: ChangeUserStatusRequest) =>
    apiRequest<UserStatusChangeDto, ChangeUserStatusRequest>(`${user(id)}/status`, {
      method: 'PUT',
      body,
    }),
  edit: (id: string, body: UpdateAdminUserRequest) =>
    apiRequest<AdminUserDto, UpdateAdminUserRequest>(user(id), { method: 'PUT', body }),
  bulk: (body: BulkUserActionBody) =>
    apiRequest<BulkUserResultDto, BulkUserActionBody>('/admin/users/bulk', {
      method: 'POST',
      body,
    }),
  appeals: (status: AppealDto['state']) =>
    apiRequest<Paginated<AppealDto>>(`/admin/appeals?status=${status}&limit=50`),
  decideAppeal: (id: string, body: AppealDecisionRequest) =>
    apiRequest<AppealDto, AppealDecisionRequest>(`/admin/appeals/${id}/decision`, {
      method: 'POST',
      body,
    }),
  /** Sent by a suspended or banned visitor from the link in their mail, without a session. */
  submitAppeal: (body: SubmitAppealBody) =>
    apiRequest<{ id: string }, SubmitAppealBody>('/support/appeals', {
      method: 'POST',
      body,
      authenticated: false,
    }),
};
