import { describe, expect, it } from 'vitest';
import { isSocketIoPath } from './socket-handshake';

describe('socket.io handshake', () => {
  it('recognises socket.io paths only', () => {
    expect(isSocketIoPath('/socket.io/?EIO=4')).toBe(true);
    expect(isSocketIoPath('/api/socket.io/')).toBe(false);
    expect(isSocketIoPath('/socket.iox/')).toBe(false);
  });
});
