import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import {
  chainDigest,
  type DigestHeader,
  entryHash,
  type SealableEntry,
  signHeader,
  type StoredDigest,
} from './audit-chain';
import { type AuditSigningKey, parseAuditSigningKey } from './audit-signing-key';

/** Seals ranges of entries with the service's Ed25519 key, and names the key that checks them. */
@Injectable()
export class AuditSealService {
  private readonly key: AuditSigningKey;

  constructor(@Inject(SERVICE_CONFIG) config: AdminConfig) {
    this.key = parseAuditSigningKey(config.AUDIT_SIGNING_KEY);
  }

  get trustedKey(): Pick<AuditSigningKey, 'keyId' | 'publicKey'> {
    return { keyId: this.key.keyId, publicKey: this.key.publicKey };
  }

  /** The digest that follows `previous` over `entries`, given in sequence order. */
  seal(previous: StoredDigest | null, entries: readonly SealableEntry[], now: Date): StoredDigest {
    const refs = entries.map((entry) => ({
      id: entry._id,
      sequence: entry.sequence,
      hash: entryHash(entry),
    }));
    const previousDigest = previous?.digest ?? null;
    const header: DigestHeader = {
      number: (previous?.number ?? 0) + 1,
      fromSequence: refs[0].sequence,
      toSequence: refs[refs.length - 1].sequence,
      count: refs.length,
      digest: chainDigest(
        previousDigest,
        refs.map((ref) => ref.hash),
      ),
      previousDigest,
      keyId: this.key.keyId,
      sealedAt: now.toISOString(),
    };
    return { ...header, signature: signHeader(header, this.key.privateKey), entries: refs };
  }
}
