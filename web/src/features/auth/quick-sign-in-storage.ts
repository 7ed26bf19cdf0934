import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';

/** A remembered device: a revocable token from the server, never a password. */
export interface SavedDevice {
  email: string;
  /** ISO time of the last sign-in with this device. */
  lastUsed: string;
  deviceToken: string;
}

function isSavedDevice(value: unknown): value is SavedDevice {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<SavedDevice>;
  return (
    typeof candidate.email === 'string' &&
    typeof candidate.lastUsed === 'string' &&
    typeof candidate.deviceToken === 'string'
  );
}

export function loadSavedDevice(): SavedDevice | null {
  const stored = readJson<unknown>(STORAGE_KEYS.quickSignIn);
  return isSavedDevice(stored) ? stored : null;
}

export function saveDevice(device: SavedDevice): void {
  writeJson(STORAGE_KEYS.quickSignIn, device);
}

export function forgetDevice(): void {
  removeKey(STORAGE_KEYS.quickSignIn);
}
