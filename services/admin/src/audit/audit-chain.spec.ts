import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminConfig } from '../config/admin-config';
import { checkChain, type SealableEntry, type StoredDigest } from './audit-chain';
import { AuditSealService } from './audit-seal.service';

const pem = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const sealerWith = (key: string) =>
  new AuditSealService({ AUDIT_SIGNING_KEY: key } as unknown as AdminConfig);

function entry(sequence: number): SealableEntry {
  return {
    _id: `event-${sequence}`,
    sequence,
    action: 'user.status_change',
    outcome: 'success',
    actorId: 'admin-1',
    userId: `user-${sequence}`,
    resource: 'user',
    resourceId: `user-${sequence}`,
    reason: 'Spam',
    before: { status: 'active' },
    after: { status: 'suspended', flags: { b: 1, a: 2 } },
    details: {},
    ipAddress: '203.0.113.7',
    userAgent: 'spec',
    producer: 'auth',
    correlationId: null,
    occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)),
  };
}

/** Three entries sealed as two digests, read back from memory as the repositories would. */
function sealedTrail(sealer = sealerWith(pem())) {
  const entries = new Map([1, 2, 3].map((n) => [`event-${n}`, entry(n)]));
  const first = sealer.seal(null, [entry(1), entry(2)], new Date());
  const second = sealer.seal(first, [entry(3)], new Date());
  const digests: StoredDigest[] = [first, second];
  const source = {
    async *digests() {
      yield* digests;
    },
    entries: async (ids: readonly string[]) =>
      ids.flatMap((id) => (entries.has(id) ? [entries.get(id) as SealableEntry] : [])),
  };
  return { sealer, entries, digests, source, check: () => checkChain(source, sealer.trustedKey) };
}

describe('the sealed chain', () => {
  it('verifies as sealed, whatever order an object keeps its keys in', async () => {
    const trail = sealedTrail();
    const reordered = entry(2);
    reordered.after = { flags: { a: 2, b: 1 }, status: 'suspended' };
    trail.entries.set('event-2', reordered);
    expect(await trail.check()).toEqual({ valid: true, checkedEntries: 3, checkedDigests: 2 });
  });

  it('names the entry changed after sealing', async () => {
    const trail = sealedTrail();
    trail.entries.set('event-2', { ...entry(2), reason: 'Nothing happened' });
    expect(await trail.check()).toEqual({
      valid: false,
      checkedEntries: 1,
      checkedDigests: 0,
      firstBrokenAt: {
        digest: 1,
        sequence: 2,
        entryId: 'event-2',
        problem: 'the entry was changed after it was sealed',
      },
    });
  });

  it('names a deleted entry', async () => {
    const trail = sealedTrail();
    trail.entries.delete('event-3');
    const check = await trail.check();
    expect(check.firstBrokenAt).toMatchObject({
      digest: 2,
      sequence: 3,
      problem: 'the entry was deleted',
    });
  });

  it('refuses a digest rewritten without the key, or re-signed with another one', async () => {
    const rewritten = sealedTrail();
    rewritten.digests[1] = { ...rewritten.digests[1], count: 5 };
    expect((await rewritten.check()).firstBrokenAt?.problem).toBe(
      'its signature does not match its fields',
    );

    const forged = sealedTrail();
    const forger = sealerWith(pem());
    forged.digests[1] = forger.seal(forged.digests[0], [entry(3)], new Date());
    expect((await forged.check()).firstBrokenAt?.problem).toMatch(/^it was signed with key /);
  });

  it('finds a digest taken out of the middle, but takes the oldest kept one as the start', async () => {
    const gap = sealedTrail();
    const third = gap.sealer.seal(gap.digests[1], [entry(4)], new Date());
    gap.entries.set('event-4', entry(4));
    gap.digests.splice(1, 1, third);
    expect((await gap.check()).firstBrokenAt?.problem).toBe('digest 2 is missing');

    const expired = sealedTrail();
    expired.digests.shift();
    expect(await expired.check()).toEqual({ valid: true, checkedEntries: 1, checkedDigests: 1 });
  });

  it('reads a base64 seed as well as a PEM key', () => {
    const seed = Buffer.alloc(32, 7).toString('base64');
    expect(sealerWith(seed).trustedKey.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(() => sealerWith(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
