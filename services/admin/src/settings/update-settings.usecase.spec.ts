import type { EventEnvelope, PlatformSettingsDocument } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_SETTINGS, type SettingsStore } from './settings.repository';
import { UpdateSettingsUseCase } from './update-settings.usecase';

class InMemorySettingsStore implements SettingsStore {
  document: PlatformSettingsDocument = INITIAL_SETTINGS;
  readonly written: EventEnvelope[][] = [];

  async read(): Promise<PlatformSettingsDocument> {
    return this.document;
  }

  async replace(next: PlatformSettingsDocument, events: EventEnvelope[]): Promise<boolean> {
    if (next.version !== this.document.version + 1) return false;
    this.document = next;
    this.written.push(events);
    return true;
  }
}

describe('UpdateSettingsUseCase', () => {
  it('merges a partial change and keeps every other setting', async () => {
    const store = new InMemorySettingsStore();
    const updated = await new UpdateSettingsUseCase(store, {
      PLATFORM_SETTINGS_SCOPE: 'platform',
    }).execute({ features: { tipsEnabled: false } }, 'admin-1');

    expect(updated.version).toBe(1);
    expect(updated.changedBy).toBe('admin-1');
    expect(updated.settings.features).toEqual({
      ...INITIAL_SETTINGS.settings.features,
      tipsEnabled: false,
    });
    expect(updated.settings.content).toEqual(INITIAL_SETTINGS.settings.content);
  });

  it('publishes the whole document and audits only the changed settings', async () => {
    const store = new InMemorySettingsStore();
    await new UpdateSettingsUseCase(store, { PLATFORM_SETTINGS_SCOPE: 'platform' }).execute(
      {
        features: { tipsEnabled: false, messagingEnabled: true },
        content: { maxUploadBytes: 2048 },
      },
      'admin-1',
    );

    const [changed, audit] = store.written[0]!;
    expect(changed!.type).toBe('settings.changed');
    expect(changed!.key).toBe('platform');
    expect(changed!.data).toMatchObject({ version: 1, actorId: 'admin-1' });
    expect((changed!.data as { settings: unknown }).settings).toEqual(store.document.settings);
    expect(audit!.type).toBe('audit.log');
    expect(audit!.data).toMatchObject({
      action: 'settings.changed',
      before: { 'features.tipsEnabled': true, 'content.maxUploadBytes': 104_857_600 },
      after: { 'features.tipsEnabled': false, 'content.maxUploadBytes': 2048 },
    });
    expect(Object.keys((audit!.data as { after: object }).after)).toHaveLength(2);
  });

  it('writes nothing when nothing changes', async () => {
    const store = new InMemorySettingsStore();
    const same = await new UpdateSettingsUseCase(store, {
      PLATFORM_SETTINGS_SCOPE: 'platform',
    }).execute({ features: { tipsEnabled: true } }, 'admin-1');

    expect(same.version).toBe(0);
    expect(store.written).toHaveLength(0);
  });
});
