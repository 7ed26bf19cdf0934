import { Inject, Injectable } from '@nestjs/common';
import type { MediaDto } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  ObjectStorage,
  SERVICE_CONFIG,
  badRequest,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { ContentConfig } from '../config/content-config';
import { MediaIntake } from './media-intake';
import type { MediaItem } from './media-item.schema';
import { MediaRepository } from './media.repository';

/** Files one post may carry, as the post request allows. */
export const MAX_POST_FILES = 20;

/**
 * The media of posts, for the posts feature: uploads sent with a post's form, attaching uploads
 * to a post, describing them with signed URLs for a viewer, and removing them with their post.
 */
@Injectable()
export class MediaLibrary {
  constructor(
    private readonly media: MediaRepository,
    private readonly intake: MediaIntake,
    private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  /**
   * Attaches the creator's uploads to the post. Every id must name an upload of the creator's
   * that no other post holds (claiming again for the same post is fine); otherwise nothing is
   * attached and a 400 names the id.
   */
  async claimForPost(creatorId: string, mediaIds: string[], postId: string): Promise<MediaDto[]> {
    const items = await this.media.findByIds(mediaIds);
    for (const mediaId of mediaIds) {
      const item = items.get(mediaId);
      // Attachments and profile pictures never become a post's media.
      if (!item || item.creatorId !== creatorId || (item.purpose ?? 'post') !== 'post') {
        throw refused(mediaId, 'was not found');
      }
      if (item.postId !== null && item.postId !== postId) {
        throw refused(mediaId, 'already belongs to another post');
      }
    }
    const attached: string[] = [];
    for (const item of items.values()) {
      if (item.postId === postId) continue;
      if (!(await this.media.attach(item._id, creatorId, postId))) {
        await this.media.detach(attached, postId);
        throw refused(item._id, 'already belongs to another post');
      }
      attached.push(item._id);
    }
    return this.describe(mediaIds, { full: true });
  }

  /**
   * The items in the order given, ids that name nothing left out. Every ready item has its
   * blurred `previewUrl`; with `full`, also `url` (the full view) and `thumbnailUrl` (the feed
   * image or the poster frame). URLs are signed and expire after `SIGNED_URL_TTL_SECONDS`.
   */
  async describe(mediaIds: string[], options: { full: boolean }): Promise<MediaDto[]> {
    return (await this.describeMany([{ mediaIds, full: options.full }]))[0];
  }

  /** `describe` for several posts at once, with one lookup for all their media. */
  async describeMany(
    requests: Array<{ mediaIds: string[]; full: boolean }>,
  ): Promise<MediaDto[][]> {
    const items = await this.media.findByIds(requests.flatMap((request) => request.mediaIds));
    return Promise.all(
      requests.map(({ mediaIds, full }) =>
        Promise.all(
          mediaIds.flatMap((mediaId) => {
            const item = items.get(mediaId);
            return item ? [this.toDto(item, full)] : [];
          }),
        ),
      ),
    );
  }

  /**
   * Removes every profile picture and cover of a deleted account, objects first, so none stays
   * public at its address; a repeat finds nothing left.
   */
  async releaseProfileImagesOf(ownerId: string): Promise<void> {
    for (const item of await this.media.findProfileImagesOf(ownerId)) {
      const keys = [item.originalKey, ...Object.values(item.renditions ?? {})];
      await Promise.all(keys.map((key) => this.storage.delete(key)));
      await this.media.delete(item._id);
    }
  }

  /** Removes the post's media: their stored objects, then the items. */
  async releaseForPost(postId: string): Promise<void> {
    const items = await this.media.findByPost(postId);
    for (const item of items) {
      const keys = [item.originalKey, ...Object.values(item.renditions ?? {})];
      await Promise.all(keys.map((key) => this.storage.delete(key)));
      await this.media.delete(item._id);
    }
  }

  /**
   * Reads a post sent as a multipart form: every file goes through the checks and processing of
   * `POST /api/upload` (all stored or none), the other fields come back as text.
   */
  async receiveMultipart(
    request: FastifyRequest,
    user: AuthenticatedUser,
  ): Promise<{ fields: Record<string, string>; mediaIds: string[] }> {
    const { fields, items } = await this.intake.receive(request, user, {
      maxFiles: MAX_POST_FILES,
      purpose: 'post',
    });
    return { fields, mediaIds: items.map((item) => item._id) };
  }

  private async toDto(item: MediaItem, full: boolean): Promise<MediaDto> {
    const dto: MediaDto = {
      mediaId: item._id,
      type: item.kind,
      status: item.status,
      size: item.size,
    };
    if (item.error) dto.error = item.error;
    if (item.width !== null) dto.width = item.width;
    if (item.height !== null) dto.height = item.height;
    if (item.duration !== null) dto.duration = item.duration;
    if (item.status !== 'ready') return dto;
    const { preview, full: fullView, feed, poster } = item.renditions;
    if (preview) dto.previewUrl = await this.sign(preview);
    if (full) {
      if (fullView) dto.url = await this.sign(fullView);
      const thumbnail = feed ?? poster;
      if (thumbnail) dto.thumbnailUrl = await this.sign(thumbnail);
    }
    return dto;
  }

  private sign(key: string): Promise<string> {
    return this.storage.signedGetUrl(key, { expiresInSeconds: this.config.SIGNED_URL_TTL_SECONDS });
  }
}

function refused(mediaId: string, why: string) {
  const message = `Media ${mediaId} ${why}`;
  return badRequest(message, [{ field: 'mediaIds', message }]);
}
