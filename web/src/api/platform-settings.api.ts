import type { PublicPlatformSettings } from '@tessera/contracts';
import { apiRequest } from './http-client';

export const platformSettingsApi = {
  /** The features an admin left on and the upload limits; anyone may read them. */
  publicSettings: () =>
    apiRequest<PublicPlatformSettings>('/support/platform-settings', { authenticated: false }),
};
