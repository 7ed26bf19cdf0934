import { Injectable } from '@nestjs/common';
import type { AttachmentDto } from '@tessera/contracts';
import { ObjectStorage } from '@tessera/platform';
import type { StoredAttachment } from './stored-attachment';

/**
 * Attachments as one viewer may see them, with short-lived signed URLs. A locked attachment
 * (an unpaid pay-per-view message) gets only its blurred preview.
 */
@Injectable()
export class AttachmentViews {
  constructor(private readonly storage: ObjectStorage) {}

  render(attachments: readonly StoredAttachment[], locked: boolean): Promise<AttachmentDto[]> {
    return Promise.all(attachments.map((attachment) => this.renderOne(attachment, locked)));
  }

  private async renderOne(attachment: StoredAttachment, locked: boolean): Promise<AttachmentDto> {
    const { full, feed, poster, preview } = attachment.renditions;
    const thumbnail = feed ?? poster;
    return {
      id: attachment.id,
      type: attachment.type,
      name: attachment.name,
      size: attachment.size,
      mimeType: attachment.mimeType,
      width: attachment.width,
      height: attachment.height,
      duration: attachment.duration,
      url: !locked && full ? await this.storage.signedGetUrl(full) : null,
      thumbnail: !locked && thumbnail ? await this.storage.signedGetUrl(thumbnail) : null,
      previewUrl: preview ? await this.storage.signedGetUrl(preview) : null,
    };
  }
}
