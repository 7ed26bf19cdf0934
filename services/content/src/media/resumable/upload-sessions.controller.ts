import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  type CreateUploadSessionRequest,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
  type UploadQuery,
  createUploadSessionRequestSchema,
  uploadOffsetSchema,
  uploadQuerySchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ObjectStorage,
  OptionalJwtAuthGuard,
  ZodValidationPipe,
  respond,
} from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploadedMedia } from '../uploaded-media';
import { ResumableUploads } from './resumable-uploads';
import { discardUnreadBody } from './unread-body';
import { type UploadSession, committedOffset, toSessionDto } from './upload-session';

const sessionIdParam = z.uuid('Invalid upload session id');
const sessionId = new ZodValidationPipe(sessionIdParam);
// Nest passes no pipes to a single header, so the chunk's offset is validated in the handler.
const uploadOffset = new ZodValidationPipe(uploadOffsetSchema);

/** The session's state, with its offset and size also as headers for `HEAD`. */
function answer(session: UploadSession, reply: FastifyReply) {
  void reply
    .header(UPLOAD_OFFSET_HEADER, String(committedOffset(session)))
    .header(UPLOAD_LENGTH_HEADER, String(session.size))
    .header('cache-control', 'no-store');
  return respond(toSessionDto(session));
}

/**
 * Resumable uploads under `/api/upload/sessions`: open one for a file, `PUT` its chunks as
 * multipart forms with their `Upload-Offset`, read (or `HEAD`) it to learn the committed offset
 * after a dropped connection, complete it into a media item, or cancel it.
 */
@Controller('upload/sessions')
export class UploadSessionsController {
  constructor(
    private readonly uploads: ResumableUploads,
    private readonly storage: ObjectStorage,
  ) {}

  /** Visitors get the upload check's own sign-in message, so the route takes them in. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(OptionalJwtAuthGuard)
  async open(
    @CurrentUser() caller: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(uploadQuerySchema)) query: UploadQuery,
    @Body(new ZodValidationPipe(createUploadSessionRequestSchema)) file: CreateUploadSessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(await this.uploads.open(caller ?? null, query.purpose, file), reply);
  }

  @Get(':sessionId')
  @UseGuards(JwtAuthGuard)
  async state(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('sessionId', sessionId) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(await this.uploads.owned(caller, id), reply);
  }

  @Put(':sessionId')
  @UseGuards(JwtAuthGuard)
  async chunk(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('sessionId', sessionId) id: string,
    @Headers(UPLOAD_OFFSET_HEADER) offsetHeader: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    try {
      const offset = uploadOffset.transform(offsetHeader);
      return answer(await this.uploads.receiveChunk(caller, id, offset, request), reply);
    } catch (refusal) {
      await discardUnreadBody(request);
      throw refusal;
    }
  }

  @Post(':sessionId/complete')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(JwtAuthGuard)
  async complete(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('sessionId', sessionId) id: string,
  ) {
    const item = await this.uploads.complete(caller, id);
    return respond(await uploadedMedia(item, this.storage));
  }

  @Delete(':sessionId')
  @UseGuards(JwtAuthGuard)
  async cancel(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('sessionId', sessionId) id: string,
  ) {
    await this.uploads.cancel(caller, id);
    return respond(null);
  }
}
