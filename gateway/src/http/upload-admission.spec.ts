import { NO_TOKEN_MESSAGE } from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import { describe, expect, it } from 'vitest';
import { isUploadRequest, visitorUploadMessage } from './upload-admission';

const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
const json = { 'content-type': 'application/json' };

describe('isUploadRequest', () => {
  it('takes every body to the upload routes and multipart bodies to posts', () => {
    expect(isUploadRequest({ method: 'POST', url: '/api/upload', headers: multipart })).toBe(true);
    expect(isUploadRequest({ method: 'POST', url: '/api/upload/files', headers: json })).toBe(true);
    expect(
      isUploadRequest({ method: 'PATCH', url: '/api/upload/files/x', headers: multipart }),
    ).toBe(true);
    expect(isUploadRequest({ method: 'POST', url: '/api/content', headers: multipart })).toBe(true);
  });

  it('leaves reads, JSON posts and other routes alone', () => {
    expect(isUploadRequest({ method: 'GET', url: '/api/upload/abc', headers: {} })).toBe(false);
    expect(isUploadRequest({ method: 'HEAD', url: '/api/upload/files/x', headers: {} })).toBe(
      false,
    );
    expect(isUploadRequest({ method: 'POST', url: '/api/content', headers: json })).toBe(false);
    expect(isUploadRequest({ method: 'POST', url: '/api/uploads', headers: multipart })).toBe(
      false,
    );
  });
});

describe('visitorUploadMessage', () => {
  it("gives the upload check's words where the service would", () => {
    expect(visitorUploadMessage('/api/upload')).toBe(MESSAGES.uploadLoginRequired);
    expect(visitorUploadMessage('/api/upload/files?purpose=post')).toBe(
      MESSAGES.uploadLoginRequired,
    );
    expect(visitorUploadMessage('/api/upload?purpose=message')).toBe(
      MESSAGES.messagingLoginRequired,
    );
    expect(visitorUploadMessage('/api/upload/files/x')).toBe(NO_TOKEN_MESSAGE);
    expect(visitorUploadMessage('/api/content')).toBe(NO_TOKEN_MESSAGE);
  });
});
