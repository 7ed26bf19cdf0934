import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './storage.errors';

/** Passes bytes through and counts them; fails the stream as soon as it passes `maxBytes`. */
export class ByteLimit extends Transform {
  private counted = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  /** Bytes passed through so far: the object's size once the stream has ended. */
  get bytes(): number {
    return this.counted;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.counted += chunk.length;
    if (this.counted > this.maxBytes) {
      callback(new ObjectTooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
