import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { type MediaDto, type UploadQuery, uploadQuerySchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ObjectStorage,
  OptionalJwtAuthGuard,
  ZodValidationPipe,
  badRequest,
  notFound,
  respond,
} from '@tessera/platform';
import { isRole } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MediaIntake } from './media-intake';
import { MediaLibrary } from './media-library';
import { MediaRepository } from './media.repository';
import { uploadedMedia } from './uploaded-media';

const mediaIdParam = z.uuid('Invalid media id');

const MEDIA_NOT_FOUND = 'Media not found';

/** `POST /api/upload`: one file and its declared `type`; `GET /api/upload/:mediaId`: its state. */
@Controller('upload')
export class MediaController {
  constructor(
    private readonly intake: MediaIntake,
    private readonly library: MediaLibrary,
    private readonly media: MediaRepository,
    private readonly storage: ObjectStorage,
  ) {}

  /** Visitors get the upload check's own sign-in message, so the route takes them in. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(OptionalJwtAuthGuard)
  async upload(
    @CurrentUser() caller: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(uploadQuerySchema)) query: UploadQuery,
    @Req() request: FastifyRequest,
  ) {
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
  async get(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('mediaId', new ZodValidationPipe(mediaIdParam)) mediaId: string,
  ) {
    const item = await this.media.findById(mediaId);
    if (!item || (item.creatorId !== caller.id && !isRole(caller.role, 'admin'))) {
      throw notFound(MEDIA_NOT_FOUND);
    }
    const [media] = await this.library.describe([mediaId], { full: true });
    return respond<MediaDto>(media);
  }
}
