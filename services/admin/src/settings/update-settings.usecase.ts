import { Inject, Injectable } from '@nestjs/common';
import {
  type PlatformSettings,
  type PlatformSettingsDocument,
  type PlatformSettingsPatch,
  platformSettingsSchema,
} from '@tessera/contracts';
import {
  buildAuditEvent,
  buildEvent,
  conflict,
  type RequestContext,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { SettingsRepository, type SettingsStore } from './settings.repository';

type SettingChanges = Record<string, unknown>;

/** Attempts before two admins saving at the same moment is reported rather than retried. */
const MAX_ATTEMPTS = 3;

/**
 * Merges a partial change into the settings and stores it as the next version, with
 * `settings.changed` (the whole document, for every service) and an audit entry holding only the
 * settings that changed, before and after, in the same write. A change that changes nothing
 * writes nothing.
 */
@Injectable()
export class UpdateSettingsUseCase {
  constructor(
    @Inject(SettingsRepository) private readonly store: SettingsStore,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AdminConfig, 'PLATFORM_SETTINGS_SCOPE'>,
  ) {}

  async execute(
    patch: PlatformSettingsPatch,
    actorId: string,
    context?: RequestContext,
  ): Promise<PlatformSettingsDocument> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const current = await this.store.read();
      const settings = platformSettingsSchema.parse(mergePatch(current.settings, patch));
      const { before, after } = changedSettings(current.settings, settings);
      if (Object.keys(after).length === 0) return current;

      const next: PlatformSettingsDocument = {
        settings,
        version: current.version + 1,
        changedAt: new Date().toISOString(),
        changedBy: actorId,
      };
      const events = [
        buildEvent(
          'settings.changed',
          { settings, version: next.version, changedAt: next.changedAt!, actorId },
          {
            producer: 'admin',
            key: this.config.PLATFORM_SETTINGS_SCOPE,
            actorId,
            correlationId: context?.requestId,
          },
        ),
        buildAuditEvent(
          'admin',
          {
            action: 'settings.changed',
            outcome: 'success',
            actorId,
            resource: 'platform.settings',
            resourceId: 'platform',
            details: { version: next.version },
            before,
            after,
          },
          context,
        ),
      ];
      if (await this.store.replace(next, events)) return next;
    }
    throw conflict('The settings were changed by someone else meanwhile; reload and try again');
  }
}

function mergePatch(settings: PlatformSettings, patch: PlatformSettingsPatch): PlatformSettings {
  const merged: Record<string, unknown> = { ...settings };
  for (const [group, values] of Object.entries(patch)) {
    merged[group] = { ...settings[group as keyof PlatformSettings], ...values };
  }
  return merged as PlatformSettings;
}

/** Each changed setting by its dotted name (`features.tipsEnabled`), as it was and as it is. */
function changedSettings(
  previous: PlatformSettings,
  next: PlatformSettings,
): { before: SettingChanges; after: SettingChanges } {
  const before: SettingChanges = {};
  const after: SettingChanges = {};
  for (const [group, values] of Object.entries(next)) {
    const old = previous[group as keyof PlatformSettings] as Record<string, unknown>;
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      if (JSON.stringify(old[key]) === JSON.stringify(value)) continue;
      before[`${group}.${key}`] = old[key] ?? null;
      after[`${group}.${key}`] = value;
    }
  }
  return { before, after };
}
