import type { UploadKind } from '@tessera/rules';

/** Bytes read from the start of an upload before its format is decided. */
export const SIGNATURE_BYTES = 16;

export interface SniffedFormat {
  kind: UploadKind;
  mimeType: string;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** QuickTime files may open with an atom other than `ftyp`. */
const QUICKTIME_LEADING_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/**
 * The format the first bytes of a file announce (magic numbers), or null for anything that is
 * not one of the accepted image and video formats. The declared MIME type is never trusted.
 */
export function sniffFormat(head: Uint8Array): SniffedFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  if (startsWith(head, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', mimeType: 'image/png' };
  }
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { kind: 'image', mimeType: 'image/gif' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { kind: 'image', mimeType: 'image/webp' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', mimeType: 'video/webm' };
  if (startsWith(head, ascii('ftypqt'), 4)) return { kind: 'video', mimeType: 'video/quicktime' };
  if (startsWith(head, ascii('ftyp'), 4)) return { kind: 'video', mimeType: 'video/mp4' };
  if (QUICKTIME_LEADING_ATOMS.some((atom) => startsWith(head, ascii(atom), 4))) {
    return { kind: 'video', mimeType: 'video/quicktime' };
  }
  return null;
}

/** Whether a file's first bytes show the kind of media it was declared as. */
export function contentMatches(kind: UploadKind, head: Uint8Array): SniffedFormat | null {
  const sniffed = sniffFormat(head);
  return sniffed?.kind === kind ? sniffed : null;
}
