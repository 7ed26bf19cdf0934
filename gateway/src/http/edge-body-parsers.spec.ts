import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { unsupportedBody } from './edge-body-parsers';

const body = (contentType?: string): IncomingHttpHeaders => ({
  ...(contentType ? { 'content-type': contentType } : {}),
  'content-length': '12',
});

describe('unsupportedBody', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])(
    'lets %s through',
    (contentType) => {
      expect(unsupportedBody('POST', '/api/auth/login', body(contentType))).toBeNull();
    },
  );

  it.each([
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/merge-patch+json',
    undefined,
  ])('refuses a %s body to a JSON endpoint', (contentType) => {
    for (const method of ['POST', 'PUT', 'PATCH']) {
      expect(unsupportedBody(method, '/api/auth/login', body(contentType))).toMatch(
        /accepts only JSON bodies: send Content-Type: application\/json/,
      );
    }
  });

  it('takes multipart only on the upload routes, and JSON there too', () => {
    for (const url of ['/api/upload', '/api/content/42/media', '/api/Content?draft=1']) {
      expect(unsupportedBody('POST', url, body('multipart/form-data; boundary=x'))).toBeNull();
      expect(unsupportedBody('POST', url, body('application/json'))).toBeNull();
      expect(unsupportedBody('POST', url, body('text/plain'))).toMatch(/multipart\/form-data/);
    }
    expect(unsupportedBody('POST', '/api/uploads', body('multipart/form-data'))).not.toBeNull();
  });

  it('sees through spellings of the same path', () => {
    for (const url of ['/api//auth/login', '/%61pi/auth/login', '/API/auth/login']) {
      expect(unsupportedBody('POST', url, body('text/plain'))).not.toBeNull();
    }
  });

  it('leaves requests without a body, other methods and paths outside /api alone', () => {
    expect(unsupportedBody('POST', '/api/auth/logout', {})).toBeNull();
    expect(unsupportedBody('POST', '/api/auth/logout', { 'content-length': '0' })).toBeNull();
    expect(unsupportedBody('GET', '/api/users', body('text/plain'))).toBeNull();
    expect(unsupportedBody('DELETE', '/api/users/1', body('text/plain'))).toBeNull();
    expect(unsupportedBody('POST', '/socket.io/?EIO=4', body('text/plain'))).toBeNull();
  });

  it('refuses a body announced only by chunked transfer', () => {
    expect(
      unsupportedBody('POST', '/api/auth/login', { 'transfer-encoding': 'chunked' }),
    ).not.toBeNull();
  });
});
