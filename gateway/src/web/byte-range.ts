/** First and last byte, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks of a `size`-byte file (RFC 9110 §14.1.2), or
 * `unsatisfiable`, or null when the header is to be ignored and the whole file sent: malformed,
 * not in bytes, or several ranges (which a web app's files never need).
 */
export function byteRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffixLength, 0), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether a range request still applies (RFC 9110 §13.1.5): without `If-Range` always; with one,
 * only while it names the current version, by strong entity tag or exact modification date.
 */
export function rangeStillApplies(
  ifRange: string | undefined,
  etag: string,
  modifiedSeconds: number,
): boolean {
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"')) return ifRange === etag;
  return Date.parse(ifRange) === modifiedSeconds * 1000;
}
