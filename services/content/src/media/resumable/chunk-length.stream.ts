import { Transform, type TransformCallback } from 'node:stream';

/** A chunk that did not carry exactly the bytes its place in the file calls for. */
export class ChunkLengthError extends Error {
  constructor(
    readonly expected: number,
    /** Bytes seen before failing: past `expected` for a chunk too long. */
    readonly received: number,
  ) {
    super(`Expected a chunk of ${expected} bytes, received ${received}`);
    this.name = 'ChunkLengthError';
  }

  get tooLong(): boolean {
    return this.received > this.expected;
  }
}

/**
 * Passes a chunk through and fails as soon as it runs past `expected` bytes, or at its end when
 * it fell short, so storage never keeps a part of the wrong length.
 */
export class ChunkLength extends Transform {
  private counted = 0;

  constructor(private readonly expected: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.counted += chunk.length;
    if (this.counted > this.expected) {
      callback(new ChunkLengthError(this.expected, this.counted));
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(
      this.counted === this.expected ? null : new ChunkLengthError(this.expected, this.counted),
    );
  }
}
