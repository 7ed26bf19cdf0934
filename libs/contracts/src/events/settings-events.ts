import { z } from 'zod';
import { platformSettingsSchema } from '../api/admin-settings';

/**
 * The whole settings document after a change, so a consumer needs no earlier event to know the
 * current state; `version` grows by one a change and orders them.
 */
export const settingsChangedSchema = z.object({
  settings: platformSettingsSchema,
  version: z.number().int().min(1),
  changedAt: z.iso.datetime(),
  actorId: z.string().min(1),
});
