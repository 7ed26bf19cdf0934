import { describe, expect, it } from 'vitest';
import { canMoveTo, statusesBefore } from './media-status';

describe('media status', () => {
  it('moves an upload through processing to ready or failed', () => {
    expect(canMoveTo('pending', 'processing')).toBe(true);
    expect(canMoveTo('processing', 'ready')).toBe(true);
    expect(canMoveTo('processing', 'failed')).toBe(true);
  });

  it('lets a redelivered or retried job process again', () => {
    expect(canMoveTo('processing', 'processing')).toBe(true);
    expect(canMoveTo('failed', 'processing')).toBe(true);
  });

  it('never leaves ready, and never skips processing', () => {
    for (const to of ['pending', 'processing', 'failed'] as const) {
      expect(canMoveTo('ready', to)).toBe(false);
    }
    expect(canMoveTo('pending', 'ready')).toBe(false);
    expect(canMoveTo('pending', 'failed')).toBe(false);
    expect(canMoveTo('failed', 'ready')).toBe(false);
  });

  it('names the statuses a conditional update may start from', () => {
    expect(statusesBefore('processing')).toEqual(['pending', 'processing', 'failed']);
    expect(statusesBefore('ready')).toEqual(['processing']);
    expect(statusesBefore('failed')).toEqual(['processing']);
    expect(statusesBefore('pending')).toEqual([]);
  });
});
