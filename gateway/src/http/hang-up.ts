import type { FastifyReply } from 'fastify';

/**
 * Sends the answer with `Connection: close` and then drops the connection, so a client that is
 * still sending (or only pretending to send) a body holds nothing: the rest of the body is never
 * read. The socket is ended once the answer is flushed and destroyed when its end is sent.
 */
export function answerAndHangUp(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  const socket = reply.raw.socket;
  reply.raw.once('finish', () => {
    if (!socket || socket.destroyed) return;
    socket.once('finish', () => socket.destroy());
    socket.end();
  });
  return reply.code(status).header('connection', 'close').send(body);
}
