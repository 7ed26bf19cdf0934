import { randomUUID } from 'node:crypto';

/** The stored objects of one media item, each under `media/<creatorId>/<mediaId>/`. */
export const RENDITION_FILES = {
  original: 'original',
  feed: 'feed.webp',
  full: 'full.webp',
  preview: 'preview.webp',
  poster: 'poster.webp',
  video: 'video.mp4',
} as const;

export type RenditionName = keyof typeof RENDITION_FILES;

/** Ids the service generates or the identity service issues: letters, digits and hyphens. */
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

export function newMediaId(): string {
  return randomUUID();
}

/**
 * The storage key of one object of a media item. Keys are built from ids only, never from a
 * file name a client sent, and an id that could leave its folder is refused.
 */
export function mediaKey(creatorId: string, mediaId: string, name: RenditionName): string {
  for (const id of [creatorId, mediaId]) {
    if (!SAFE_ID.test(id)) throw new Error(`Unsafe id in a media key: ${JSON.stringify(id)}`);
  }
  return `media/${creatorId}/${mediaId}/${RENDITION_FILES[name]}`;
}
