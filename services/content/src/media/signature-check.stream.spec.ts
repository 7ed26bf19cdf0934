import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ContentMismatchError, SignatureCheck } from './signature-check.stream';

const png = Buffer.concat([
  Buffer.from([0x89]),
  Buffer.from('PNG\r\n\x1a\n'),
  Buffer.alloc(100, 7),
]);

/** Sends the bytes one at a time, as a slow client would. */
const trickle = (bytes: Buffer) => Readable.from([...bytes].map((byte) => Buffer.from([byte])));

describe('SignatureCheck', () => {
  it('passes every byte of a file of the declared kind through, in order', async () => {
    const check = new SignatureCheck('image');
    const out = trickle(png).pipe(check);
    expect(await buffer(out)).toEqual(png);
    expect(check.sniffed).toEqual({ kind: 'image', mimeType: 'image/png' });
  });

  it('fails before any byte passes when the content is of another kind', async () => {
    const check = new SignatureCheck('video');
    const passed: Buffer[] = [];
    check.on('data', (chunk: Buffer) => passed.push(chunk));
    await expect(pipeline(Readable.from([png]), check)).rejects.toBeInstanceOf(
      ContentMismatchError,
    );
    expect(passed).toEqual([]);
  });

  it('decides on a file shorter than a signature when it ends', async () => {
    const check = new SignatureCheck('image');
    await expect(pipeline(Readable.from([Buffer.from('GIF')]), check)).rejects.toBeInstanceOf(
      ContentMismatchError,
    );
    await expect(pipeline(Readable.from([]), new SignatureCheck('image'))).rejects.toBeInstanceOf(
      ContentMismatchError,
    );
  });
});
