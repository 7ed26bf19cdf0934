import { describe, expect, it } from 'vitest';
import { SocketUpstreams } from './socket-upstreams';

const replicas = ['http://10.0.0.1:3004', 'http://10.0.0.2:3004', 'http://10.0.0.3:3004'];
const fresh = '/socket.io/?EIO=4&transport=websocket';

describe('socket.io upstreams', () => {
  it('gives new WebSocket connections the replicas in turn', () => {
    const upstreams = new SocketUpstreams(replicas);
    const chosen = Array.from({ length: 7 }, () => upstreams.forUpgrade(fresh));
    expect(chosen).toEqual([...replicas, ...replicas, replicas[0]]);
  });

  it('keeps long-polling, and the upgrade that continues it, on the first replica', () => {
    const upstreams = new SocketUpstreams(replicas);
    upstreams.forUpgrade(fresh);
    expect(upstreams.forPolling()).toBe(replicas[0]);
    expect(upstreams.forUpgrade('/socket.io/?EIO=4&transport=websocket&sid=abc')).toBe(replicas[0]);
    // Continuing a session does not take a turn from new connections.
    expect(upstreams.forUpgrade(fresh)).toBe(replicas[1]);
  });

  it('sends everything to a single replica', () => {
    const upstreams = new SocketUpstreams([replicas[0]]);
    expect([upstreams.forUpgrade(fresh), upstreams.forUpgrade(fresh)]).toEqual([
      replicas[0],
      replicas[0],
    ]);
  });

  it('needs at least one replica', () => {
    expect(() => new SocketUpstreams([])).toThrow(/at least one URL/);
  });
});
