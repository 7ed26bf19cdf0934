import pino, { type Logger } from 'pino';

/** Never let credentials reach the logs, whatever shape the logged object has. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.deviceToken',
  '*.credential',
  '*.passwordHash',
];

/** Query parameters that may carry a credential (a socket.io handshake's access token). */
const SECRET_QUERY_PARAMS = /([?&](?:token|access_token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/**
 * JSON logs on stdout. Lines are written asynchronously, so a busy process coalesces them into a
 * few large writes instead of one system call per request; whatever is still buffered is written
 * out synchronously when the process exits.
 */
export function createLogger(service: string, level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => destination.flushSync());
  return pino(
    {
      level,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
