import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ByteLimit } from './byte-limit';
import { ObjectTooLargeError } from './storage.errors';

const chunks = (...sizes: number[]) => Readable.from(sizes.map((size) => Buffer.alloc(size, 1)));

async function drain(limit: ByteLimit): Promise<number> {
  let received = 0;
  for await (const chunk of limit) received += (chunk as Buffer).length;
  return received;
}

describe('ByteLimit', () => {
  it('passes a body up to the limit through unchanged and counts it', async () => {
    const limit = new ByteLimit(30);
    const [received] = await Promise.all([drain(limit), pipeline(chunks(10, 10, 10), limit)]);
    expect(received).toBe(30);
    expect(limit.bytes).toBe(30);
  });

  it('fails the stream as soon as the body passes the limit', async () => {
    const limit = new ByteLimit(25);
    const outcome = Promise.all([drain(limit), pipeline(chunks(10, 10, 10, 10), limit)]);
    await expect(outcome).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(limit.bytes).toBe(30);
  });
});
