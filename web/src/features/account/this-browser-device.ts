import { forgetDevice, loadSavedDevice } from '../auth/quick-sign-in-storage';

/**
 * The id of the device this browser is remembered as, or null. A device token is `<id>.<secret>`,
 * so the id is read from the token saved for quick sign-in without sending it anywhere.
 */
export function thisBrowserDeviceId(): string | null {
  const saved = loadSavedDevice();
  return saved ? (saved.deviceToken.split('.')[0] ?? null) : null;
}

/** Drops the saved quick sign-in token once its device is forgotten, since it no longer works. */
export function forgetIfThisBrowser(deviceId: string): void {
  if (thisBrowserDeviceId() === deviceId) forgetDevice();
}
