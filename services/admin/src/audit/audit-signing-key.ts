import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** DER prefix of a PKCS8 Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface AuditSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** First 16 hex digits of the SHA-256 of the public key (SPKI DER); digests name it. */
  keyId: string;
}

/** Reads an Ed25519 key given as a PKCS8 PEM or as the base64 of its 32-byte seed. */
export function parseAuditSigningKey(text: string): AuditSigningKey {
  const trimmed = text.trim();
  const privateKey = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : seedKey(trimmed);
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`it is a ${privateKey.asymmetricKeyType ?? 'unknown'} key, not Ed25519`);
  }
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
  };
}

function seedKey(base64: string): KeyObject {
  const seed = Buffer.from(base64, 'base64');
  if (seed.length !== 32) {
    throw new Error(`a base64 seed must decode to 32 bytes, this one gives ${seed.length}`);
  }
  return createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
}

/**
 * The audit trail's settings: the key that signs its digests, how often it is sealed, and where
 * the sealing job's queue lives.
 */
export const auditEnvSchema = z.object({
  AUDIT_SIGNING_KEY: z
    .string({ error: 'is required: an Ed25519 key as PKCS8 PEM or a base64 32-byte seed' })
    .superRefine((value, context) => {
      try {
        parseAuditSigningKey(value);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `must be an Ed25519 key as PKCS8 PEM or a base64 32-byte seed: ${(error as Error).message}`,
        });
      }
    }),
  AUDIT_SEAL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Namespace of the service's queues in Redis; test stacks sharing one Redis differ here. */
  ADMIN_REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'must be lowercase letters, digits, _ or -')
    .default('admin'),
});
