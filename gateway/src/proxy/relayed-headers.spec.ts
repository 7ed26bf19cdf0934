import { describe, expect, it } from 'vitest';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './relayed-headers';

const client = {
  address: '203.0.113.7',
  forwardedFor: '203.0.113.7',
  proto: 'https' as const,
  host: 'tessera.example',
};

describe('upstreamRequestHeaders', () => {
  it('replaces what the gateway vouches for and keeps what the service needs', () => {
    const headers = upstreamRequestHeaders(
      {
        host: 'tessera.example',
        connection: 'keep-alive',
        'content-length': '27',
        'content-type': 'application/json',
        authorization: 'Bearer token',
        cookie: 'theme=dark',
        'x-forwarded-for': '10.9.9.9',
        'x-request-id': 'client-chosen',
        'x-load-test-key': 'secret',
        expect: '100-continue',
      },
      'gateway-id',
      client,
    );
    expect(headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer token',
      cookie: 'theme=dark',
      'x-request-id': 'gateway-id',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'tessera.example',
    });
  });
});

describe('downstreamResponseHeaders', () => {
  it('relays the service headers without hop-by-hop ones', () => {
    const relayed = downstreamResponseHeaders(
      {
        'content-type': 'application/json',
        'content-length': '10',
        'transfer-encoding': 'chunked',
        'keep-alive': 'timeout=72',
        'set-cookie': ['a=1'],
      },
      undefined,
    );
    expect(relayed).toEqual({
      'content-type': 'application/json',
      'content-length': '10',
      'set-cookie': ['a=1'],
    });
  });

  it("adds the service's Vary to the gateway's", () => {
    expect(downstreamResponseHeaders({ vary: 'Accept-Encoding' }, 'Origin')).toEqual({
      vary: 'Origin, Accept-Encoding',
    });
    expect(downstreamResponseHeaders({ 'content-type': 'text/plain' }, 'Origin')).toEqual({
      'content-type': 'text/plain',
    });
    expect(downstreamResponseHeaders({ vary: 'Accept' }, undefined)).toEqual({ vary: 'Accept' });
  });
});
