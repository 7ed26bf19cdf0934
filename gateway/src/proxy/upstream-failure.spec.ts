import { errors } from 'undici';
import { describe, expect, it } from 'vitest';
import { upstreamFailure } from './upstream-failure';

const failure = (code: string) => Object.assign(new Error('failed'), { code });

describe('upstreamFailure', () => {
  it('answers 504 when the service was reached but stayed silent', () => {
    const error = upstreamFailure('auth', failure('UND_ERR_HEADERS_TIMEOUT'));
    expect(error.getStatus()).toBe(504);
    expect(error.getResponse()).toEqual({
      error: 'The auth service did not respond in time. Please try again shortly.',
    });
  });

  it('answers 502 when the service answered in something other than HTTP', () => {
    const garbled = new errors.HTTPParserError('Expected HTTP/', 'INVALID_CONSTANT');
    const error = upstreamFailure('auth', garbled);
    expect(error.getStatus()).toBe(502);
    expect(error.getResponse()).toEqual({
      error: 'The auth service sent an answer that could not be read. Please try again shortly.',
    });
  });

  it.each(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'ENOTFOUND'])(
    'answers 503 for %s',
    (code) => {
      const error = upstreamFailure('auth', failure(code));
      expect(error.getStatus()).toBe(503);
      expect(error.getResponse()).toEqual({
        error: 'The auth service is unavailable. Please try again shortly.',
      });
    },
  );
});
