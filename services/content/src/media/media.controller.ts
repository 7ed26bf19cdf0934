import { Controller, Get, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import {
  type MediaDto,
  mediaSchema,
  type PlainUploadQuery,
  plainUploadQuerySchema,
  uploadedMediaSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  ApiTag,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ObjectStorage,
  OptionalJwtAuthGuard,
  ValidParam,
  ValidQuery,
  badRequest,
  notFound,
  respond,
} from '@tessera/platform';
import { isRole } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MediaIntake } from './media-intake';
import { MediaLibrary } from './media-library';
import { VerificationDocumentIntake } from './verification-documents/verification-document-intake';
import { MediaRepository } from './media.repository';
import { uploadedMedia } from './uploaded-media';

const mediaIdParam = z.uuid('Invalid media id');

const MEDIA_NOT_FOUND = 'Media not found';

/** `POST /api/upload`: one file and its declared `type`; `GET /api/upload/:mediaId`: its state. */
@ApiTag('content')
@Controller('upload')
export class MediaController {
  constructor(
    private readonly intake: MediaIntake,
    private readonly library: MediaLibrary,
    private readonly media: MediaRepository,
    private readonly storage: ObjectStorage,
    private readonly verificationDocuments: VerificationDocumentIntake,
  ) {}

  /** Visitors get the upload check's own sign-in message, so the route takes them in. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary:
      'Upload a photo or video (multipart: file, type) for a post or a message; streamed to storage, processed in the background',
    operationId: 'uploadMedia',
    query: plainUploadQuerySchema,
    responses: {
      201: {
        description:
          'UploadedMediaDto: { mediaId, url, fileUrl, type, size, status }; with purpose=verification, { mediaId, filename, contentType, size } and nothing public',
        data: uploadedMediaSchema,
      },
      400: "Not a multipart form, wrong type, unsupported file, a type the sender's plan does not list, or bad purpose",
      // The upload check's own answer to visitors, besides the guard's to a bad token.
      401: 'Not signed in',
      403: 'Posts: creators only, active creator plan, daily limit. Messages: media sharing by plan, daily limit',
      413: "File over its size limit (for messages, the sender's plan's)",
    },
  })
  async upload(
    @CurrentUser() caller: AuthenticatedUser | null,
    @ValidQuery() query: PlainUploadQuery,
    @Req() request: FastifyRequest,
  ) {
    if (query.purpose === 'verification') {
      return respond(await this.verificationDocuments.receive(request, caller ?? null));
    }
    const { fields, items } = await this.intake.receive(request, caller ?? null, {
      maxFiles: 1,
      purpose: query.purpose,
    });
    const [item] = items;
    if (!item) {
      throw badRequest('No file was uploaded', [{ field: 'file', message: 'Choose a file' }]);
    }
    if (fields.type !== item.kind) {
      await this.intake.discard(items);
      const message = `The type must be '${item.kind}' for this file`;
      throw badRequest(message, [{ field: 'type', message }]);
    }
    return respond(await uploadedMedia(item, this.storage));
  }

  @Get(':mediaId')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'An upload and its processing status',
    operationId: 'getUploadedMedia',
    params: z.object({ mediaId: mediaIdParam }),
    responses: {
      200: { description: 'MediaDto', data: mediaSchema },
      404: 'No such upload of yours',
    },
  })
  async get(@CurrentUser() caller: AuthenticatedUser, @ValidParam('mediaId') mediaId: string) {
    const item = await this.media.findById(mediaId);
    if (!item || (item.creatorId !== caller.id && !isRole(caller.role, 'admin'))) {
      throw notFound(MEDIA_NOT_FOUND);
    }
    const [media] = await this.library.describe([mediaId], { full: true });
    return respond<MediaDto>(media);
  }
}
