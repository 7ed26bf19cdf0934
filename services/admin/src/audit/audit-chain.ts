import { createHash, type KeyObject, sign, verify } from 'node:crypto';

/** The fields of an entry that its hash covers, as stored. */
export interface SealableEntry {
  _id: string;
  sequence: number;
  action: string;
  outcome: string;
  actorId: string | null;
  userId: string | null;
  resource: string;
  resourceId: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  producer: string;
  correlationId: string | null;
  occurredAt: Date;
}

/** One sealed entry as its digest lists it. */
export interface SealedEntryRef {
  id: string;
  sequence: number;
  hash: string;
}

/** What a digest's signature covers. */
export interface DigestHeader {
  number: number;
  fromSequence: number;
  toSequence: number;
  count: number;
  digest: string;
  previousDigest: string | null;
  keyId: string;
  sealedAt: string;
}

export interface StoredDigest extends DigestHeader {
  signature: string;
  entries: SealedEntryRef[];
}

/** JSON with object keys sorted at every depth, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, sortKeys(record[key])]),
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function entryHash(entry: SealableEntry): string {
  return sha256(
    canonicalJson({
      id: entry._id,
      sequence: entry.sequence,
      action: entry.action,
      outcome: entry.outcome,
      actorId: entry.actorId,
      userId: entry.userId,
      resource: entry.resource,
      resourceId: entry.resourceId,
      reason: entry.reason,
      before: entry.before,
      after: entry.after,
      details: entry.details,
      ipAddress: entry.ipAddress,
      userAgent: entry.userAgent,
      producer: entry.producer,
      correlationId: entry.correlationId,
      occurredAt: entry.occurredAt,
    }),
  );
}

/** The chain value of a range: the previous range's value, then each entry's hash in order. */
export function chainDigest(previousDigest: string | null, hashes: readonly string[]): string {
  const hash = createHash('sha256').update(previousDigest ?? '');
  for (const entry of hashes) hash.update(`\n${entry}`);
  return hash.digest('hex');
}

export function signHeader(header: DigestHeader, privateKey: KeyObject): string {
  return sign(null, Buffer.from(canonicalJson(header)), privateKey).toString('base64');
}

function signatureHolds(digest: StoredDigest, publicKey: KeyObject): boolean {
  const header: DigestHeader = {
    number: digest.number,
    fromSequence: digest.fromSequence,
    toSequence: digest.toSequence,
    count: digest.count,
    digest: digest.digest,
    previousDigest: digest.previousDigest,
    keyId: digest.keyId,
    sealedAt: digest.sealedAt,
  };
  try {
    return verify(
      null,
      Buffer.from(canonicalJson(header)),
      publicKey,
      Buffer.from(digest.signature, 'base64'),
    );
  } catch {
    return false;
  }
}

export interface ChainBreak {
  digest: number;
  sequence: number | null;
  entryId: string | null;
  problem: string;
}

export interface ChainCheck {
  valid: boolean;
  checkedEntries: number;
  checkedDigests: number;
  firstBrokenAt?: ChainBreak;
}

/** Where the trail is read from: digests in number order, and entries by id. */
export interface ChainSource {
  digests(): AsyncIterable<StoredDigest>;
  entries(ids: readonly string[]): Promise<SealableEntry[]>;
}

/**
 * Checks every digest against its predecessor, its signature against the trusted key, its value
 * against the entry hashes it lists, and each listed entry against its hash, stopping at the first
 * failure. The oldest digest kept may follow one removed by retention; its link is taken as given.
 */
export async function checkChain(
  source: ChainSource,
  trusted: { keyId: string; publicKey: KeyObject },
): Promise<ChainCheck> {
  let previous: StoredDigest | null = null;
  let checkedEntries = 0;
  let checkedDigests = 0;
  const broken = (at: ChainBreak): ChainCheck => ({
    valid: false,
    checkedEntries,
    checkedDigests,
    firstBrokenAt: at,
  });
  for await (const digest of source.digests()) {
    const at = (problem: string, entry?: SealedEntryRef): ChainBreak => ({
      digest: digest.number,
      sequence: entry?.sequence ?? null,
      entryId: entry?.id ?? null,
      problem,
    });
    if (previous && digest.number !== previous.number + 1) {
      return broken(at(`digest ${previous.number + 1} is missing`));
    }
    const expectedPrevious = previous ? previous.digest : digest.number === 1 ? null : undefined;
    if (expectedPrevious !== undefined && digest.previousDigest !== expectedPrevious) {
      return broken(at('its previous digest does not match the digest before it'));
    }
    if (digest.keyId !== trusted.keyId) {
      return broken(at(`it was signed with key ${digest.keyId}, not the trusted ${trusted.keyId}`));
    }
    if (!signatureHolds(digest, trusted.publicKey)) {
      return broken(at('its signature does not match its fields'));
    }
    const refs = digest.entries;
    if (
      refs.length !== digest.count ||
      chainDigest(
        digest.previousDigest,
        refs.map((ref) => ref.hash),
      ) !== digest.digest
    ) {
      return broken(at('the entry hashes it lists do not give its digest'));
    }
    const stored = new Map(
      (await source.entries(refs.map((ref) => ref.id))).map((entry) => [entry._id, entry]),
    );
    for (const ref of refs) {
      const entry = stored.get(ref.id);
      if (!entry) return broken(at('the entry was deleted', ref));
      if (entry.sequence !== ref.sequence || entryHash(entry) !== ref.hash) {
        return broken(at('the entry was changed after it was sealed', ref));
      }
      checkedEntries += 1;
    }
    checkedDigests += 1;
    previous = digest;
  }
  return { valid: true, checkedEntries, checkedDigests };
}
