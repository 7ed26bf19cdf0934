/** Sizes use binary megabytes, matching the admin default of 104857600 bytes for 100 MB. */
export const BYTES_PER_MB = 1024 * 1024;

export function bytesToMb(bytes: number): number {
  return bytes / BYTES_PER_MB;
}

export function mbToBytes(megabytes: number): number {
  return megabytes * BYTES_PER_MB;
}

/** MIME types mapped to the short file-type names the tier catalogue lists. */
const FILE_TYPE_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/mov': 'mov',
  'video/quicktime': 'mov',
};

/** The catalogue file-type name for a MIME type (any letter case), or null when unknown. */
export function fileTypeOfMime(mimeType: string): string | null {
  return FILE_TYPE_BY_MIME[mimeType.trim().toLowerCase()] ?? null;
}
