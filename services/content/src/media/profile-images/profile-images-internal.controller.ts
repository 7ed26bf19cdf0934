import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  type ClaimedProfileImage,
  claimedProfileImageSchema,
  type ProfileImageClaim,
  profileImageClaimSchema,
} from '@tessera/contracts';
import {
  ApiError,
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  ValidBody,
  ValidParam,
  badRequest,
  notFound,
  respond,
} from '@tessera/platform';
import { z } from 'zod';
import { MediaRepository } from '../media.repository';
import { profileImageUrl } from './profile-image-url';

const params = z.object({ mediaId: z.uuid('Invalid media id') });
export const PROFILE_IMAGE_NOT_FOUND = 'Upload the image again: it was not found';
export const PROFILE_IMAGE_PROCESSING = 'The image is still being processed; try again in a moment';

/**
 * Auth's question before it puts an upload on a profile: is it the owner's image uploaded for
 * that purpose, and processed? Claiming it makes it public. Served at `/internal/...` to holders
 * of the internal token only; claiming twice is the same as once.
 */
@OutsideApi()
@Controller('internal/profile-images')
@UseGuards(InternalCallGuard)
export class ProfileImagesInternalController {
  constructor(private readonly media: MediaRepository) {}

  @Post(':mediaId/claim')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Put the owner's processed upload on their profile, answering its public address",
    params,
    body: profileImageClaimSchema,
    responses: {
      200: { description: '{ mediaId, url }', data: claimedProfileImageSchema },
      400: 'The image could not be processed',
      404: PROFILE_IMAGE_NOT_FOUND,
      409: PROFILE_IMAGE_PROCESSING,
    },
  })
  async claim(@ValidParam('mediaId') mediaId: string, @ValidBody() body: ProfileImageClaim) {
    const item = await this.media.claimProfileImage(mediaId, body.ownerId, body.purpose);
    if (!item) throw notFound(PROFILE_IMAGE_NOT_FOUND);
    if (item.status === 'failed')
      throw badRequest(item.error ?? 'The image could not be processed');
    if (item.status !== 'ready') throw new ApiError(HttpStatus.CONFLICT, PROFILE_IMAGE_PROCESSING);
    return respond<ClaimedProfileImage>({ mediaId, url: profileImageUrl(mediaId) });
  }
}
