import { describe, expect, it } from 'vitest';
import { hopByHopFilter, type RawHeaders } from './hop-by-hop-headers';

const withoutHopByHopHeaders = (headers: RawHeaders, alsoDrop?: string[]) =>
  hopByHopFilter(alsoDrop)(headers);

describe('hopByHopFilter', () => {
  it('drops the standard hop-by-hop headers and keeps end-to-end ones', () => {
    const kept = withoutHopByHopHeaders({
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      te: 'trailers',
      trailer: 'expires',
      upgrade: 'websocket',
      'proxy-authorization': 'Basic abc',
      'proxy-authenticate': 'Basic',
      'proxy-connection': 'keep-alive',
      'content-type': 'application/json',
      authorization: 'Bearer token',
      'set-cookie': ['a=1', 'b=2'],
    });
    expect(kept).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer token',
      'set-cookie': ['a=1', 'b=2'],
    });
  });

  it('drops headers the Connection header names', () => {
    const kept = withoutHopByHopHeaders({
      connection: 'close, X-Internal-Hint ,x-other',
      'x-internal-hint': 'yes',
      'x-other': '1',
      accept: '*/*',
    });
    expect(kept).toEqual({ accept: '*/*' });
  });

  it('drops the extra names given, in any letter case, and undefined values', () => {
    const kept = withoutHopByHopHeaders(
      { host: 'gateway', 'content-length': '12', accept: 'text/html', 'x-empty': undefined },
      ['Host', 'content-length'],
    );
    expect(kept).toEqual({ accept: 'text/html' });
  });
});
