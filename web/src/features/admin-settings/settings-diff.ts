import type { PlatformSettings, PlatformSettingsPatch } from '@tessera/contracts';

export interface SettingChange {
  /** Dotted name, as the audit trail records it: `features.tipsEnabled`. */
  key: string;
  before: unknown;
  after: unknown;
}

/** The settings the form changed, in the document's order. */
export function settingChanges(
  current: PlatformSettings,
  edited: PlatformSettings,
): SettingChange[] {
  return Object.entries(edited).flatMap(([group, values]) =>
    Object.entries(values as Record<string, unknown>).flatMap(([key, after]) => {
      const before = (current[group as keyof PlatformSettings] as Record<string, unknown>)[key];
      return JSON.stringify(before) === JSON.stringify(after)
        ? []
        : [{ key: `${group}.${key}`, before, after }];
    }),
  );
}

/** The partial document that makes exactly these changes. */
export function patchOf(changes: readonly SettingChange[]): PlatformSettingsPatch {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const { key, after } of changes) {
    const [group, name] = key.split('.') as [string, string];
    patch[group] = { ...patch[group], [name]: after };
  }
  return patch as PlatformSettingsPatch;
}

/** A setting's value in words: on/off, a list, a number with its unit where the key says it. */
export function describeSetting(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (Array.isArray(value)) return value.join(', ');
  if (key.endsWith('Bytes') && typeof value === 'number') return `${value / 1_048_576} MB`;
  if (key.endsWith('Seconds') && typeof value === 'number') return `${value} s`;
  return String(value);
}
