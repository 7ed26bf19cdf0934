import type { UploadedMediaDto } from '@tessera/contracts';
import type { ObjectStorage } from '@tessera/platform';
import type { MediaItem } from './media-item.schema';

/** What an upload answers, plain or resumable: the item with a signed link to its original. */
export async function uploadedMedia(
  item: MediaItem,
  storage: ObjectStorage,
): Promise<UploadedMediaDto> {
  const url = await storage.signedGetUrl(item.originalKey);
  return {
    mediaId: item._id,
    url,
    fileUrl: url,
    type: item.kind,
    size: item.size,
    status: item.status,
  };
}
