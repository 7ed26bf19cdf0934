import { describe, expect, it } from 'vitest';
import { isUpload } from './upload-deadlines';

const multipart = { 'content-type': 'multipart/form-data; boundary=x' };

describe('isUpload', () => {
  it('is a multipart body to an upload path or below it', () => {
    expect(isUpload({ url: '/api/upload', headers: multipart }, ['/api/upload'])).toBe(true);
    expect(isUpload({ url: '/api/upload/abc?x=1', headers: multipart }, ['/api/upload'])).toBe(
      true,
    );
  });

  it('is not JSON to an upload path, nor multipart elsewhere or to a lookalike path', () => {
    const json = { 'content-type': 'application/json' };
    expect(isUpload({ url: '/api/upload', headers: json }, ['/api/upload'])).toBe(false);
    expect(isUpload({ url: '/api/auth/login', headers: multipart }, ['/api/upload'])).toBe(false);
    expect(isUpload({ url: '/api/uploads-evil', headers: multipart }, ['/api/upload'])).toBe(false);
  });
});
