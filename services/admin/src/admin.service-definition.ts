import type { ServiceDefinition } from '@tessera/platform';
import { AdminEventsModule } from './admin-events/admin-events.module';
import { loadAdminConfig, type AdminConfig } from './config/admin-config';

/**
 * The back office: read models of users, content, payments and reports fed by events; every
 * admin action is carried out by the owning service over its internal routes and audited.
 */
export const adminService: ServiceDefinition<AdminConfig> = {
  name: 'admin',
  loadConfig: loadAdminConfig,
  features: () => ({
    imports: [AdminEventsModule],
  }),
};
