import type { PasskeyDto } from '@tessera/contracts';
import type { Passkey } from './passkey.schema';

/** A passkey as its owner sees it: never its key nor its counter. */
export function toPasskeyDto(passkey: Passkey): PasskeyDto {
  return {
    id: passkey._id,
    name: passkey.name,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt ? new Date(passkey.lastUsedAt).toISOString() : null,
    synced: passkey.synced,
  };
}
