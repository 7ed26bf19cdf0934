import type { ReportRequestBody } from '@tessera/contracts';
import { apiRequest } from './http-client';

/** Reports of a user's account (auth) and of a message (messaging) to the moderators. */
export const reportsApi = {
  user: (userId: string, body: ReportRequestBody) =>
    apiRequest<{ reportId: string }, ReportRequestBody>(
      `/users/${encodeURIComponent(userId)}/report`,
      { method: 'POST', body },
    ),
  message: (messageId: string, body: ReportRequestBody) =>
    apiRequest<{ reportId: string }, ReportRequestBody>(
      `/messages/${encodeURIComponent(messageId)}/report`,
      { method: 'POST', body },
    ),
};
