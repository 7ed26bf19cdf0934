import { apiRequest } from './http-client';

export interface ServiceHealth {
  name: string;
  status: string;
}

export interface PlatformHealth {
  status: string;
  services: ServiceHealth[];
}

export const healthApi = {
  get: () => apiRequest<PlatformHealth>('/health', { authenticated: false }),
};
