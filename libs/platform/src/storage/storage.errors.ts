export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object '${key}'`);
    this.name = 'ObjectNotFoundError';
  }
}

/** An upload that went past its byte limit; nothing of it is kept. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload exceeds the limit of ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** The SDK names a missing bucket or key differently per operation; a 404 covers them all. */
export function isNotFoundError(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return (
    candidate?.name === 'NotFound' ||
    candidate?.name === 'NoSuchKey' ||
    candidate?.name === 'NoSuchBucket' ||
    candidate?.$metadata?.httpStatusCode === 404
  );
}
