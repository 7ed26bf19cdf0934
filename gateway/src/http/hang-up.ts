import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

/**
 * How long, and for how many bytes, a hung-up connection still takes what the client had already
 * sent: a browser or `fetch` writes a small body whether or not it was refused, and a connection
 * destroyed under it fails the request (EPIPE, reset) instead of showing the answer.
 */
const LINGER_MS = 1_000;
const LINGER_BYTES = 64 * 1024;

/** Ends our side at once, discards a short tail of the client's body, then destroys the socket. */
function endAndLinger(socket: Socket): void {
  if (socket.destroyed) return;
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  let discarded = 0;
  socket.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) socket.destroy();
  });
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * Sends the answer with `Connection: close` and hangs up once it is flushed: a client that is still
 * sending (or only pretending to send) a body holds nothing. The body is never read, only at most
 * a second or 64 KiB of it thrown away, so the client reads the answer rather than a reset. Node
 * ends a `Connection: close` answer's socket with `destroySoon`, which would destroy it at once.
 */
export function answerAndHangUp(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  const socket = reply.raw.socket;
  if (socket) {
    let hungUp = false;
    const hangUp = () => {
      if (hungUp) return;
      hungUp = true;
      endAndLinger(socket);
    };
    socket.destroySoon = hangUp;
    reply.raw.once('finish', hangUp);
  }
  return reply.code(status).header('connection', 'close').send(body);
}
