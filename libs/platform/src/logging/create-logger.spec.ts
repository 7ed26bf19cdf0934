import { describe, expect, it } from 'vitest';
import { redactUrl } from './create-logger';

describe('redactUrl', () => {
  it('removes tokens from query strings, wherever they stand', () => {
    expect(redactUrl('/socket.io/?token=abc.def&EIO=4')).toBe('/socket.io/?token=[redacted]&EIO=4');
    expect(redactUrl('/x?EIO=4&access_token=abc')).toBe('/x?EIO=4&access_token=[redacted]');
    expect(redactUrl('/x?Token=abc')).toBe('/x?Token=[redacted]');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/content?page=2&tokens=3')).toBe('/api/content?page=2&tokens=3');
  });
});
