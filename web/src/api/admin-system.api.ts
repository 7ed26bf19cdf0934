import type {
  DeadLetterDto,
  DeadLetterReplayDto,
  IncidentStatus,
  ReplayDeadLetters,
  SecurityIncidentDto,
  SystemHealthDto,
  UpdateIncident,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

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
  updateIncident: (id: string, body: UpdateIncident) =>
    apiRequest<SecurityIncidentDto, UpdateIncident>(`/admin/incidents/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    }),
};
