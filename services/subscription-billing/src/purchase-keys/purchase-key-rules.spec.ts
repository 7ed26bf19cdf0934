import { describe, expect, it } from 'vitest';
import type { PurchaseKey } from './purchase-key.schema';
import {
  decideOnKey,
  fingerprintOf,
  type KeyContext,
  keyIdOf,
  processorKeyOf,
} from './purchase-key-rules';

const now = new Date('2025-03-01T10:00:00.000Z');
const later = new Date(now.getTime() + 60_000);

function stored(overrides: Partial<PurchaseKey> = {}): PurchaseKey {
  return {
    _id: 'fan:key:k1',
    derived: false,
    fingerprint: 'f1',
    attempt: 0,
    paymentId: 'p1',
    leaseUntil: later,
    answer: null,
    expiresAt: new Date(now.getTime() + 3_600_000),
    ...overrides,
  };
}
const context = (overrides: Partial<KeyContext> = {}): KeyContext => ({
  fingerprint: 'f1',
  now,
  answeredPaymentStatus: null,
  joined: false,
  ...overrides,
});
const answered = { data: { id: 'p1' }, paymentId: 'p1' };

describe('a request meeting its key', () => {
  it('waits while another request performs the attempt, and takes over once its lease is over', () => {
    expect(decideOnKey(stored(), context())).toBe('wait');
    expect(decideOnKey(stored({ leaseUntil: now }), context())).toBe('take_over');
    expect(decideOnKey(stored({ leaseUntil: null }), context())).toBe('take_over');
  });

  it("replays a client key's answer, whatever became of its payment", () => {
    const done = stored({ answer: answered, leaseUntil: null });
    expect(decideOnKey(done, context({ answeredPaymentStatus: 'succeeded' }))).toBe('replay');
  });

  it('refuses a client key used for another request', () => {
    expect(decideOnKey(stored(), context({ fingerprint: 'f2' }))).toBe('mismatch');
  });

  it('holds a derived key only while its payment is in flight, unless the request waited for it', () => {
    const done = stored({ derived: true, answer: answered, leaseUntil: null });
    const withStatus = (status: KeyContext['answeredPaymentStatus'], joined = false) =>
      decideOnKey(done, context({ answeredPaymentStatus: status, joined, fingerprint: 'f2' }));
    expect(withStatus('processing')).toBe('replay');
    expect(withStatus('requires_action')).toBe('replay');
    expect(withStatus('succeeded')).toBe('restart');
    expect(withStatus('failed')).toBe('restart');
    expect(withStatus(null)).toBe('restart');
    expect(withStatus('succeeded', true)).toBe('replay');
  });

  it('starts over under an expired key', () => {
    const expired = stored({ answer: answered, expiresAt: now });
    expect(decideOnKey(expired, context())).toBe('restart');
  });
});

describe('key names', () => {
  it('fingerprints a body whatever the order of its fields', () => {
    expect(fingerprintOf('tip', { a: 1, b: 'x' })).toBe(fingerprintOf('tip', { b: 'x', a: 1 }));
    expect(fingerprintOf('tip', { a: 1 })).not.toBe(fingerprintOf('unlock', { a: 1 }));
    expect(fingerprintOf('tip', { a: 1 })).not.toBe(fingerprintOf('tip', { a: 2 }));
  });

  it("keeps client and derived keys apart, each in the buyer's own namespace", () => {
    expect(keyIdOf('fan', { client: 'abc12345', derived: 'tip:x' })).toBe('fan:key:abc12345');
    expect(keyIdOf('fan', { derived: 'tip:x' })).toBe('fan:auto:tip:x');
    expect(processorKeyOf('fan:key:abc12345', 2)).toBe('purchase:fan:key:abc12345:2');
  });
});
