import { readJson, STORAGE_KEYS, writeJson } from '../lib/browser-storage';

export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

export function loadThemeMode(): ThemeMode {
  const stored = readJson<string>(STORAGE_KEYS.themeMode);
  return MODES.find((mode) => mode === stored) ?? 'system';
}

export function saveThemeMode(mode: ThemeMode): void {
  writeJson(STORAGE_KEYS.themeMode, mode);
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
