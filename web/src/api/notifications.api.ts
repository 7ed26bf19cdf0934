import type {
  NotificationDto,
  NotificationListDto,
  NotificationSettingsDto,
  ReadAllResultDto,
  UpdateNotificationSettingsRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

/** How many notifications the page and the badge read at once. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export const notificationsApi = {
  list: (limit = NOTIFICATIONS_PAGE_SIZE) =>
    apiRequest<NotificationListDto>(`/notifications?limit=${limit}`),
  markRead: (id: string) =>
    apiRequest<NotificationDto>(`/notifications/${encodeURIComponent(id)}/read`, {
      method: 'POST',
    }),
  markAllRead: () => apiRequest<ReadAllResultDto>('/notifications/read-all', { method: 'POST' }),
  settings: () => apiRequest<NotificationSettingsDto>('/notifications/settings'),
  updateSettings: (changes: UpdateNotificationSettingsRequest) =>
    apiRequest<NotificationSettingsDto>('/notifications/settings', {
      method: 'PUT',
      body: changes,
    }),
};
