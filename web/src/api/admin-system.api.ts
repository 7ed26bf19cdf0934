import type {
  IncidentStatus,
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
  updateIncident: (id: string, body: UpdateIncident) =>
    apiRequest<SecurityIncidentDto, UpdateIncident>(`/admin/incidents/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    }),
};
