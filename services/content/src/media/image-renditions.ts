import sharp, { type Sharp } from 'sharp';
import { UnprocessableMediaError } from './media-tool';
import { watermarkSvg } from './watermark';

/** Widths of the renditions: the feed column, and the full view on a large screen. */
export const FEED_WIDTH = 640;
export const FULL_SIZE = 1600;
const PREVIEW_WIDTH = 40;
const PREVIEW_BLUR_SIGMA = 4;
/** Refuses decompression bombs: about 16k × 16k pixels at most. */
const MAX_INPUT_PIXELS = 268_402_689;

export interface ImageRenditions {
  /** Feed-sized WebP. */
  feed: Buffer;
  /** Full-view WebP with the watermark. */
  full: Buffer;
  /** Tiny blurred WebP for locked posts. */
  preview: Buffer;
  /** Of the upright original. */
  width: number;
  height: number;
}

const source = (input: string | Buffer): Sharp =>
  // `rotate()` turns the pixels upright by the EXIF orientation; no metadata is written out.
  sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();

/**
 * The renditions of an image (a file path, or bytes such as a video's poster frame). Outputs
 * carry no metadata at all: EXIF, GPS, XMP and IPTC of the original are left behind. An animated
 * GIF or WebP is rendered from its first frame.
 */
export async function renderImage(
  input: string | Buffer,
  watermark: string | null,
): Promise<ImageRenditions> {
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const { width, height } = metadata.autoOrient;
    const feed = await source(input)
      .resize({ width: FEED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const full = await fullView(input, watermark);
    const preview = await source(input)
      .resize({ width: PREVIEW_WIDTH })
      .blur(PREVIEW_BLUR_SIGMA)
      .webp({ quality: 50 })
      .toBuffer();
    return { feed, full, preview, width, height };
  } catch (error) {
    throw new UnprocessableMediaError(
      `The image could not be decoded: ${(error as Error).message}`,
    );
  }
}

async function fullView(input: string | Buffer, watermark: string | null): Promise<Buffer> {
  const { data, info } = await source(input)
    .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const resized = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  const marked = watermark
    ? resized.composite([{ input: watermarkSvg(watermark, info.width, info.height) }])
    : resized;
  return marked.webp({ quality: 82 }).toBuffer();
}
