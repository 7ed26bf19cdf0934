import { Injectable } from '@nestjs/common';
import type { AttachmentInput } from '@tessera/contracts';
import { badRequest, conflict } from '@tessera/platform';
import { MessageMediaRepository } from './message-media.repository';
import type { StoredAttachment } from './stored-attachment';

const NAMES = { image: 'Photo', video: 'Video' } as const;

/**
 * Turns the media ids a sender attaches into stored attachments. Only the sender's own processed
 * uploads are accepted; one messaging has not heard of yet is reported as not ready (409), since
 * content announces an upload a moment after it finished processing.
 */
@Injectable()
export class AttachmentResolver {
  constructor(private readonly media: MessageMediaRepository) {}

  async resolve(senderId: string, inputs: readonly AttachmentInput[]): Promise<StoredAttachment[]> {
    const ids = inputs.map((input) => input.mediaId);
    if (new Set(ids).size !== ids.length) {
      throw badRequest('An upload can be attached only once', [
        { field: 'attachments', message: 'Remove the repeated attachment' },
      ]);
    }
    const known = await this.media.findMany(ids);
    return ids.map((mediaId) => {
      const media = known.get(mediaId);
      if (!media) {
        throw conflict(`Attachment ${mediaId} is not ready yet; try again in a moment`);
      }
      if (media.ownerId !== senderId) throw refused(mediaId, 'was not found');
      if (media.status !== 'ready') throw refused(mediaId, 'could not be processed');
      return {
        id: media._id,
        type: media.kind,
        name: NAMES[media.kind],
        size: media.size,
        mimeType: media.mimeType,
        width: media.width,
        height: media.height,
        duration: media.duration,
        renditions: media.renditions,
      };
    });
  }
}

function refused(mediaId: string, why: string) {
  const message = `Attachment ${mediaId} ${why}`;
  return badRequest(message, [{ field: 'attachments', message }]);
}
