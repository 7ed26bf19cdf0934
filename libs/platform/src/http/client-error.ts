import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What Node refuses before any route sees the request, and what the client is told. */
const CLIENT_ERRORS: Record<string, { status: number; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'The request was not received in time. Please send it again.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, error: 'The request headers are too large.' },
};
const MALFORMED = { status: 400, error: 'The request is not valid HTTP.' };

/**
 * Answers a request Node gave up on (a stalled or malformed one, or headers too large) in the
 * API's error shape, then drops the connection, whose state is unknown. Nothing is written once
 * a response has begun on it, which would corrupt that response.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const { status, error: message } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** What Fastify refuses while routing, before any hook or handler runs. */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: string }> = {
  FST_ERR_BAD_URL: { status: 400, error: 'The request URL is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'The request URL is too long.' },
};

/** Fastify's own answers to a URL it cannot route, in the API's error shape. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, error: message } = FRAMEWORK_ERRORS[error.code] ?? {
    status: 500,
    error: 'Internal server error',
  };
  void reply.code(status).send({ error: message });
}
