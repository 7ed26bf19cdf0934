import { describe, expect, it } from 'vitest';
import { handshakeToken, isSocketIoPath } from './socket-handshake';

describe('socket.io handshake', () => {
  it('takes the token from the Authorization header first, then from the query', () => {
    const url = '/socket.io/?EIO=4&transport=websocket&token=from-query';
    expect(handshakeToken(url, { authorization: 'Bearer from-header' })).toBe('from-header');
    expect(handshakeToken(url, {})).toBe('from-query');
    expect(handshakeToken('/socket.io/?EIO=4&transport=polling', {})).toBeUndefined();
    expect(handshakeToken('/socket.io/', { authorization: 'Basic abc' })).toBeUndefined();
  });

  it('recognises socket.io paths only', () => {
    expect(isSocketIoPath('/socket.io/?EIO=4')).toBe(true);
    expect(isSocketIoPath('/api/socket.io/')).toBe(false);
    expect(isSocketIoPath('/socket.iox/')).toBe(false);
  });
});
