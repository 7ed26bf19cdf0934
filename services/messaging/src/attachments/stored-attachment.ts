import type { MediaKind } from '@tessera/contracts';
import type { MediaRenditions } from './message-media.schema';

/**
 * An attachment as a message stores it: the upload's description and the storage keys of its
 * renditions. Keys never leave the service; viewers get URLs signed for them.
 */
export interface StoredAttachment {
  /** The media id. */
  id: string;
  type: MediaKind;
  name: string;
  size: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  renditions: MediaRenditions;
}
