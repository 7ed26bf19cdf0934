import { PROFILE_IMAGE_PATH } from '@tessera/contracts';
import type { MediaItem } from '../media-item.schema';

/**
 * Where anyone reads a profile image through the gateway: one address per upload, so it never
 * changes under a cache, and a new picture is a new address.
 */
export function profileImageUrl(mediaId: string): string {
  return `${PROFILE_IMAGE_PATH}${encodeURIComponent(mediaId)}`;
}

/** The rendition a profile shows: the feed-sized image for an avatar, the large one for a cover. */
export function shownRendition(item: MediaItem): string | undefined {
  return item.purpose === 'avatar' ? item.renditions.feed : item.renditions.full;
}
