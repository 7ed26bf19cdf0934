import type {
  BulkStatusDto,
  OnlineCountDto,
  OnlineUsersDto,
  PresenceStatusDto,
} from '@tessera/contracts';
import type { OnlineStatus } from '@tessera/rules';
import { apiRequest } from './http-client';

const BASE = '/online-status';

export const presenceApi = {
  status: (userId: string) =>
    apiRequest<PresenceStatusDto>(`${BASE}/status/${encodeURIComponent(userId)}`),
  bulkStatus: (userIds: string[]) =>
    apiRequest<BulkStatusDto>(`${BASE}/bulk-status`, { method: 'POST', body: { userIds } }),
  onlineCount: () => apiRequest<OnlineCountDto>(`${BASE}/online-count`),
  onlineUsers: (limit?: number) =>
    apiRequest<OnlineUsersDto>(`${BASE}/online-users${limit ? `?limit=${limit}` : ''}`),
  setStatus: (status: OnlineStatus) =>
    apiRequest<PresenceStatusDto>(`${BASE}/set-status`, { method: 'POST', body: { status } }),
  heartbeat: () => apiRequest<PresenceStatusDto>(`${BASE}/heartbeat`, { method: 'POST' }),
  /** Without a socket id, every connection of the signed-in user ends: used when signing out. */
  setOffline: (socketId?: string) =>
    apiRequest<PresenceStatusDto>(`${BASE}/set-offline`, {
      method: 'POST',
      body: socketId ? { socketId } : {},
    }),
};
