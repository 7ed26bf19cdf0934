import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTag, ObjectStorage, ValidParam, notFound } from '@tessera/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MediaRepository } from '../media.repository';
import { shownRendition } from './profile-image-url';

const params = z.object({ mediaId: z.uuid('Invalid media id') });
const NOT_FOUND = 'Profile image not found';

/** An upload's address never serves other bytes, so browsers and proxies may keep it for good. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * `GET /api/content/profile-images/:mediaId`: an avatar or cover its owner put on their profile,
 * public like the profile itself. Only processed renditions are served (no metadata, no original),
 * and only of images in use, so an upload is not public before its owner chose it.
 */
@ApiTag('content')
@Controller('content/profile-images')
export class ProfileImagesController {
  constructor(
    private readonly media: MediaRepository,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(':mediaId')
  @ApiOperation({
    summary: 'A profile picture or cover image (WebP), public',
    operationId: 'getProfileImage',
    params,
    responses: { 200: 'The image, image/webp', 404: NOT_FOUND },
  })
  async image(@ValidParam('mediaId') mediaId: string, @Res() reply: FastifyReply) {
    const item = await this.media.findClaimedProfileImage(mediaId);
    const key = item && shownRendition(item);
    if (!key) throw notFound(NOT_FOUND);
    const stored = await this.storage.getStream(key);
    reply.header('cache-control', PUBLIC_CACHE);
    reply.header('content-type', stored.contentType ?? 'image/webp');
    reply.header('x-content-type-options', 'nosniff');
    if (stored.size !== undefined) reply.header('content-length', stored.size);
    return reply.send(stored.body);
  }
}
