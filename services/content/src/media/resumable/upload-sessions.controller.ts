import {
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Post,
  Put,
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
  uploadedMediaSchema,
  uploadOffsetSchema,
  uploadQuerySchema,
  uploadSessionSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ObjectStorage,
  OptionalJwtAuthGuard,
  ValidBody,
  ValidParam,
  ValidQuery,
  ZodValidationPipe,
  respond,
} from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploadedMedia } from '../uploaded-media';
import { ResumableUploads } from './resumable-uploads';
import { discardUnreadBody } from './unread-body';
import { type UploadSession, committedOffset, toSessionDto } from './upload-session';

const sessionParams = z.object({ sessionId: z.uuid('Invalid upload session id') });
const uploadSession = {
  description:
    'UploadSessionDto: { sessionId, fileName, mimeType, type, size, chunkSize, offset, status, mediaId, expiresAt }; Upload-Offset and Upload-Length headers',
  data: uploadSessionSchema,
};
const sessionRefusals = {
  403: 'The session belongs to another account',
  404: 'No such session (or it was swept after expiring)',
  410: 'The session has expired',
};
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
  @ApiOperation({
    operationId: 'openUploadSession',
    summary: 'Open a resumable upload of a large file (the checks of POST /api/upload)',
    query: uploadQuerySchema,
    body: createUploadSessionRequestSchema,
    responses: {
      201: uploadSession,
      400: "Invalid body, unsupported type, a type the sender's plan does not list, or bad purpose",
      401: 'Not signed in',
      403: 'Posts: creators only, active creator plan, daily limit. Messages: media sharing by plan, daily limit',
      413: "File over its size limit (for messages, the sender's plan's)",
    },
  })
  async open(
    @CurrentUser() caller: AuthenticatedUser | null,
    @ValidQuery() query: UploadQuery,
    @ValidBody() file: CreateUploadSessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(await this.uploads.open(caller ?? null, query.purpose, file), reply);
  }

  @Get(':sessionId')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'getUploadSession',
    summary: 'A resumable upload and the offset it continues at (also HEAD)',
    params: sessionParams,
    responses: { 200: uploadSession, ...sessionRefusals },
  })
  async state(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('sessionId') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(await this.uploads.owned(caller, id), reply);
  }

  @Put(':sessionId')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'putUploadChunk',
    summary:
      'Send the chunk at the Upload-Offset header (multipart: chunk); a chunk already committed is acknowledged',
    params: sessionParams,
    responses: {
      200: uploadSession,
      400: 'No or bad Upload-Offset, not a multipart form, a chunk too short, or content not of the declared type',
      409: 'Offset not where the upload continues (gap, overlap, past the end), or the upload is complete',
      413: 'A chunk longer than its place in the file',
      ...sessionRefusals,
    },
  })
  async chunk(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('sessionId') id: string,
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
  @ApiOperation({
    operationId: 'completeUploadSession',
    summary: 'Join the chunks into a media item and process it',
    params: sessionParams,
    responses: {
      201: {
        description: 'UploadedMediaDto: { mediaId, url, fileUrl, type, size, status }',
        data: uploadedMediaSchema,
      },
      409: 'Chunks missing, or being completed',
      ...sessionRefusals,
      403: 'Another account’s session, or the upload check refused',
    },
  })
  async complete(@CurrentUser() caller: AuthenticatedUser, @ValidParam('sessionId') id: string) {
    const item = await this.uploads.complete(caller, id);
    return respond(await uploadedMedia(item, this.storage));
  }

  @Delete(':sessionId')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'cancelUploadSession',
    summary: 'Cancel a resumable upload, dropping its chunks',
    params: sessionParams,
    responses: {
      200: { description: 'Cancelled; an expired session is cancelled too', data: z.null() },
      403: sessionRefusals[403],
      404: sessionRefusals[404],
      409: 'Already complete, or being completed',
    },
  })
  async cancel(@CurrentUser() caller: AuthenticatedUser, @ValidParam('sessionId') id: string) {
    await this.uploads.cancel(caller, id);
    return respond(null);
  }
}
