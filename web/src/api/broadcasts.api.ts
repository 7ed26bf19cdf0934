import type {
  BroadcastDto,
  BroadcastListDto,
  CreateBroadcastRequestBody,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

const broadcast = (id: string) => `/messages/broadcasts/${encodeURIComponent(id)}`;

/** Broadcasts: one message from a creator to all their subscribers or chosen tiers. */
export const broadcastsApi = {
  list: () => apiRequest<BroadcastListDto>('/messages/broadcasts'),
  send: (body: CreateBroadcastRequestBody) =>
    apiRequest<BroadcastDto, CreateBroadcastRequestBody>('/messages/broadcasts', {
      method: 'POST',
      body,
    }),
  cancel: (id: string) => apiRequest<BroadcastDto>(broadcast(id), { method: 'DELETE' }),
};
