import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { forwardedClient } from './forwarded-client';

function requestFrom(
  remoteAddress: string,
  headers: Record<string, string> = {},
  encrypted = false,
): IncomingMessage {
  return { socket: { remoteAddress, encrypted }, headers } as unknown as IncomingMessage;
}

describe('forwardedClient', () => {
  it('trusts only the socket peer when the gateway faces clients', () => {
    const client = forwardedClient(
      requestFrom('::ffff:198.51.100.4', {
        host: 'tessera.example',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'forged.example',
      }),
      0,
    );
    expect(client).toEqual({
      address: '198.51.100.4',
      forwardedFor: '198.51.100.4',
      proto: 'http',
      host: 'tessera.example',
    });
  });

  it('reports https for a TLS socket', () => {
    expect(forwardedClient(requestFrom('198.51.100.4', {}, true), 0).proto).toBe('https');
  });

  it('takes the client from the trusted end of the chain behind proxies', () => {
    const client = forwardedClient(
      requestFrom('10.0.0.2', {
        host: 'gateway.internal',
        'x-forwarded-for': '6.6.6.6, 203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'tessera.example',
      }),
      1,
    );
    expect(client).toEqual({
      address: '203.0.113.7',
      forwardedFor: '203.0.113.7, 10.0.0.2',
      proto: 'https',
      host: 'tessera.example',
    });
  });

  it('falls back to the peer when a trusted proxy sent no chain', () => {
    expect(forwardedClient(requestFrom('10.0.0.2'), 1).address).toBe('10.0.0.2');
  });
});
