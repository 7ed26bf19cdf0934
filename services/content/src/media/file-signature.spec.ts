import { describe, expect, it } from 'vitest';
import { contentMatches, sniffFormat } from './file-signature';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('sniffFormat', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], '\0\x10JFIF')],
    ['image/png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13])],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86])],
    ['video/mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['video/mp4', bytes([0, 0, 0, 0x1c], 'ftypmp42')],
    ['video/quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['video/quicktime', bytes([0, 0, 0, 0x08], 'wide', [0, 0, 0, 0])],
  ])('recognises %s', (mimeType, head) => {
    expect(sniffFormat(head)?.mimeType).toBe(mimeType);
  });

  it.each([
    ['text', bytes('hello, this is plain text')],
    ['a script', bytes('#!/bin/sh\nrm -rf /')],
    ['an HTML page', bytes('<!doctype html><script>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['too few bytes', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffFormat(head)).toBeNull();
  });
});

describe('contentMatches', () => {
  const png = bytes([0x89], 'PNG\r\n\x1a\n');
  const mp4 = bytes([0, 0, 0, 0x20], 'ftypisom');

  it('accepts content of the declared kind', () => {
    expect(contentMatches('image', png)).toEqual({ kind: 'image', mimeType: 'image/png' });
    expect(contentMatches('video', mp4)).toEqual({ kind: 'video', mimeType: 'video/mp4' });
  });

  it('refuses content of the other kind', () => {
    expect(contentMatches('video', png)).toBeNull();
    expect(contentMatches('image', mp4)).toBeNull();
  });
});
