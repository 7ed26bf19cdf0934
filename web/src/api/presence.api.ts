import type {
  BulkStatusDto,
  BulkStatusRequestBody,
  OnlineCountDto,
  OnlineUsersDto,
  OnlineUsersQueryParams,
  PresenceStatusDto,
  SetOfflineRequestBody,
  SetStatusRequestBody,
} from '@tessera/contracts';
import type { OnlineStatus } from '@tessera/rules';
import { apiRequest } from './http-client';
import { queryString } from './query-string';

const BASE = '/online-status';

export const presenceApi = {
  status: (userId: string) =>
    apiRequest<PresenceStatusDto>(`${BASE}/status/${encodeURIComponent(userId)}`),
  bulkStatus: (userIds: string[]) =>
    apiRequest<BulkStatusDto, BulkStatusRequestBody>(`${BASE}/bulk-status`, {
      method: 'POST',
      body: { userIds },
    }),
  onlineCount: () => apiRequest<OnlineCountDto>(`${BASE}/online-count`),
  onlineUsers: (limit?: number) =>
    apiRequest<OnlineUsersDto>(
      `${BASE}/online-users${queryString<OnlineUsersQueryParams>({ limit: limit || undefined })}`,
    ),
  setStatus: (status: OnlineStatus) =>
    apiRequest<PresenceStatusDto, SetStatusRequestBody>(`${BASE}/set-status`, {
      method: 'POST',
      body: { status },
    }),
  heartbeat: () => apiRequest<PresenceStatusDto>(`${BASE}/heartbeat`, { method: 'POST' }),
  /** Without a socket id, every connection of the signed-in user ends: used when signing out. */
  setOffline: (socketId?: string) =>
    apiRequest<PresenceStatusDto, SetOfflineRequestBody>(`${BASE}/set-offline`, {
      method: 'POST',
      body: socketId ? { socketId } : {},
    }),
};
