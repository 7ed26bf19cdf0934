import type {
  DeadLetterDto,
  DeadLetterReplayDto,
  IncidentStatus,
  ReplayDeadLetters,
  SecurityIncidentDto,
  SystemHealthDto,
  UpdateIncident,
} from '@tessera/contracts';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { API_BASE_PATH, apiRequest, failureMessage } from './http-client';

/** Bull Board, served by the admin service for admins, read-only. */
export const QUEUE_BOARD_PATH = `${API_BASE_PATH}/admin/queues/board`;

export const adminSystemApi = {
  /** Every service, the brokers, queues and stores, as probed now. */
  health: () => apiRequest<SystemHealthDto>('/admin/system'),
  /** Security incidents, newest first, optionally of one status. */
  incidents: (status?: IncidentStatus) =>
    apiRequest<SecurityIncidentDto[]>(
      `/admin/incidents${status ? `?status=${encodeURIComponent(status)}` : ''}`,
    ),
  /** Parked dead letters of one service's consumer on one topic, oldest first. */
  deadLetters: (service: string, topic: string) =>
    apiRequest<DeadLetterDto[]>(
      `/admin/system/dead-letters?service=${encodeURIComponent(service)}&topic=${encodeURIComponent(topic)}`,
    ),
  /** Publishes dead letters again for the consumer group that parked them. */
  replayDeadLetters: (body: ReplayDeadLetters) =>
    apiRequest<DeadLetterReplayDto, ReplayDeadLetters>('/admin/system/dead-letters/replay', {
      method: 'POST',
      body,
    }),
  /**
   * Opens a board session: the page and its scripts cannot carry the bearer token, so the board
   * sets a cookie of its own, scoped to its path, from the token sent here.
   */
  openQueueBoard: async (): Promise<void> => {
    const token = sessionStore.get()?.token ?? '';
    const response = await fetch(`${QUEUE_BOARD_PATH}/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw new ApiError(failureMessage(response.status, body), 'http', response.status);
    }
  },
  updateIncident: (id: string, body: UpdateIncident) =>
    apiRequest<SecurityIncidentDto, UpdateIncident>(`/admin/incidents/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    }),
};
