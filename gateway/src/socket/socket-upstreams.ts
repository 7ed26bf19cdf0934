/**
 * Which replica of the socket.io service a connection goes to. A new WebSocket connection takes
 * the replicas in turn. A long-polling session is a series of requests, and its later upgrade to
 * WebSocket too, that must all reach the replica holding the session: without sticky routing they
 * all go to the first replica, so polling clients work but are not spread.
 */
export class SocketUpstreams {
  private next = 0;

  constructor(private readonly urls: readonly string[]) {
    if (urls.length === 0) throw new Error('the socket.io service needs at least one URL');
  }

  /** The replica for a long-polling request. */
  forPolling(): string {
    return this.urls[0];
  }

  /** The replica for a WebSocket upgrade to `/socket.io/...?<query>`. */
  forUpgrade(url: string): string {
    if (continuesSession(url)) return this.urls[0];
    const chosen = this.urls[this.next];
    this.next = (this.next + 1) % this.urls.length;
    return chosen;
  }
}

/** An upgrade that carries an engine.io session id continues a session begun by long-polling. */
function continuesSession(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('sid');
}
