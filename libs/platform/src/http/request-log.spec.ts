import { describe, expect, it } from 'vitest';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log';

describe('requestLogLevel', () => {
  it('logs refused and failed requests at info', () => {
    expect(requestLogLevel(401, 2)).toBe('info');
    expect(requestLogLevel(429, 1)).toBe('info');
    expect(requestLogLevel(503, 5)).toBe('info');
  });

  it('logs slow requests at info, whatever their status', () => {
    expect(requestLogLevel(200, SLOW_REQUEST_MS)).toBe('info');
  });

  it('logs fast successful requests at debug', () => {
    expect(requestLogLevel(200, 3)).toBe('debug');
    expect(requestLogLevel(304, 1)).toBe('debug');
  });
});
