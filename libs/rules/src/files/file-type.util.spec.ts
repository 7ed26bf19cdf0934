import { describe, expect, it } from 'vitest';
import { bytesToMb, fileTypeOfMime, mbToBytes } from './file-type.util';

describe('file types and sizes', () => {
  it('uses binary megabytes', () => {
    expect(mbToBytes(100)).toBe(104_857_600);
    expect(bytesToMb(26_214_400)).toBe(25);
  });

  it.each([
    ['image/jpeg', 'jpeg'],
    ['image/jpg', 'jpeg'],
    ['IMAGE/PNG', 'png'],
    ['video/quicktime', 'mov'],
    ['video/mov', 'mov'],
    ['image/webp', 'webp'],
    ['application/pdf', null],
  ])('%s is %j', (mime, type) => {
    expect(fileTypeOfMime(mime)).toBe(type);
  });
});
