import type { PublicUserDto } from '@tessera/contracts';
import { apiRequest } from './http-client';

export const usersApi = {
  /** Anyone's public profile; works without a session. */
  get: (id: string) => apiRequest<{ user: PublicUserDto }>(`/users/${encodeURIComponent(id)}`),
};
