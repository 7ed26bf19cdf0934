import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ChunkLength, ChunkLengthError } from './chunk-length.stream';

async function pass(parts: string[], expected: number): Promise<string> {
  let out = '';
  const guard = new ChunkLength(expected);
  guard.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await pipeline(Readable.from(parts.map((part) => Buffer.from(part))), guard);
  return out;
}

describe('ChunkLength', () => {
  it('passes a chunk of exactly the expected length', async () => {
    expect(await pass(['abc', 'de'], 5)).toBe('abcde');
  });

  it('fails a chunk as soon as it runs long, and one that ends short', async () => {
    const long = await pass(['abc', 'def'], 5).catch((error: unknown) => error);
    expect(long).toBeInstanceOf(ChunkLengthError);
    expect((long as ChunkLengthError).tooLong).toBe(true);
    const short = await pass(['abc'], 5).catch((error: unknown) => error);
    expect(short).toMatchObject({ expected: 5, received: 3, tooLong: false });
  });
});
