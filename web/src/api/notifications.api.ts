import type {
  NotificationDto,
  NotificationListDto,
  NotificationSettingsDto,
  NotificationsQueryParams,
  ReadAllResultDto,
  UpdateNotificationSettingsRequestBody,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString } from './query-string';

/** How many notifications the page and the badge read at once. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export const notificationsApi = {
  list: (limit = NOTIFICATIONS_PAGE_SIZE) =>
    apiRequest<NotificationListDto>(
      `/notifications${queryString<NotificationsQueryParams>({ limit })}`,
    ),
  markRead: (id: string) =>
    apiRequest<NotificationDto>(`/notifications/${encodeURIComponent(id)}/read`, {
      method: 'POST',
    }),
  markAllRead: () => apiRequest<ReadAllResultDto>('/notifications/read-all', { method: 'POST' }),
  settings: () => apiRequest<NotificationSettingsDto>('/notifications/settings'),
  updateSettings: (changes: UpdateNotificationSettingsRequestBody) =>
    apiRequest<NotificationSettingsDto, UpdateNotificationSettingsRequestBody>(
      '/notifications/settings',
      {
        method: 'PUT',
        body: changes,
      },
    ),
};
