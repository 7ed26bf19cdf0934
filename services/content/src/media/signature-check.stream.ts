import { Transform, type TransformCallback } from 'node:stream';
import type { UploadKind } from '@tessera/rules';
import { SIGNATURE_BYTES, type SniffedFormat, contentMatches } from './file-signature';

/** The content of an upload is not a file of the kind it was declared as. */
export class ContentMismatchError extends Error {
  constructor(readonly kind: UploadKind) {
    super(`The file's content is not an accepted ${kind} format`);
    this.name = 'ContentMismatchError';
  }
}

/**
 * Holds back the first bytes of an upload until they show its format, then passes everything
 * through; fails before letting a single byte through when the format is not of the declared
 * kind, so nothing of such a file is stored.
 */
export class SignatureCheck extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private format: SniffedFormat | null = null;

  constructor(private readonly kind: UploadKind) {
    super();
  }

  /** The format the content showed, once the first bytes have passed. */
  get sniffed(): SniffedFormat | null {
    return this.format;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.format) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SIGNATURE_BYTES) {
      callback();
      return;
    }
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.format) callback();
    else this.decide(callback);
  }

  private decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.format = contentMatches(this.kind, head);
    if (!this.format) callback(new ContentMismatchError(this.kind));
    else callback(null, head);
  }
}
