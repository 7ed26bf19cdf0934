import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEFAULT_PLATFORM_SETTINGS,
  type EventEnvelope,
  type PlatformSettingsDocument,
  platformSettingsSchema,
} from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { SettingsDocument } from './settings-document.schema';

const DOCUMENT_ID = 'platform';

/** Where the settings are kept and changed; a change carries its events in the same write. */
export interface SettingsStore {
  read(): Promise<PlatformSettingsDocument>;
  /** Stores the next version unless another change got there first; false then. */
  replace(next: PlatformSettingsDocument, events: EventEnvelope[]): Promise<boolean>;
}

/** Until an admin changes anything, the settings are section 9's defaults, version 0. */
export const INITIAL_SETTINGS: PlatformSettingsDocument = {
  settings: DEFAULT_PLATFORM_SETTINGS,
  version: 0,
  changedAt: null,
  changedBy: null,
};

@Injectable()
export class SettingsRepository
  extends OutboxRepository<SettingsDocument>
  implements SettingsStore
{
  constructor(
    @InjectModel(SettingsDocument.name) model: Model<SettingsDocument>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  async read(): Promise<PlatformSettingsDocument> {
    const doc = await this.model.findById(DOCUMENT_ID).lean<SettingsDocument>();
    if (!doc) return INITIAL_SETTINGS;
    return {
      // Settings added since the document was written take their defaults.
      settings: platformSettingsSchema.parse(mergeDefaults(doc.settings)),
      version: doc.version,
      changedAt: doc.changedAt?.toISOString() ?? null,
      changedBy: doc.changedBy,
    };
  }

  async replace(next: PlatformSettingsDocument, events: EventEnvelope[]): Promise<boolean> {
    await this.insertUnlessExists({
      _id: DOCUMENT_ID,
      settings: DEFAULT_PLATFORM_SETTINGS,
      version: 0,
    });
    const { matched } = await this.updateWithEvents(
      { _id: DOCUMENT_ID, version: next.version - 1 },
      {
        $set: {
          settings: next.settings,
          version: next.version,
          changedAt: next.changedAt ? new Date(next.changedAt) : null,
          changedBy: next.changedBy,
        },
      },
      events,
    );
    return matched;
  }
}

function mergeDefaults(stored: unknown): unknown {
  const groups = (stored ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return Object.fromEntries(
    Object.entries(DEFAULT_PLATFORM_SETTINGS).map(([group, defaults]) => [
      group,
      { ...defaults, ...groups[group] },
    ]),
  );
}
