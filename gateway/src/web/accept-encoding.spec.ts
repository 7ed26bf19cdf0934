import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './accept-encoding';

describe('acceptedCodings', () => {
  it('accepts only identity without a header or with an empty one', () => {
    expect(acceptedCodings(undefined)).toEqual(['identity']);
    expect(acceptedCodings('')).toEqual(['identity']);
  });

  it('prefers br, then gzip, then identity at equal weight', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings('gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedCodings('deflate')).toEqual(['identity']);
  });

  it('orders by q-value and drops codings at q=0', () => {
    expect(acceptedCodings('br;q=0.5, gzip')).toEqual(['gzip', 'br', 'identity']);
    expect(acceptedCodings('br;q=0, gzip;q=0.8')).toEqual(['gzip', 'identity']);
    expect(acceptedCodings('GZIP; Q=0.7, Br ;q=0.9')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings('x-gzip')).toEqual(['gzip', 'identity']);
  });

  it('lets identity go last unless named, and refuses it when excluded', () => {
    expect(acceptedCodings('identity, gzip;q=0.5')).toEqual(['identity', 'gzip']);
    expect(acceptedCodings('gzip, identity;q=0')).toEqual(['gzip']);
    expect(acceptedCodings('br, *;q=0')).toEqual(['br']);
  });

  it('gives the wildcard weight to every coding not named', () => {
    expect(acceptedCodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings('br;q=0, *;q=0.5')).toEqual(['gzip', 'identity']);
  });

  it('treats a malformed q-value as refusal', () => {
    expect(acceptedCodings('br;q=high, gzip;q=1.5')).toEqual(['identity']);
  });
});
