import {
  Controller,
  Delete,
  Head,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { type UploadQuery, uploadQuerySchema } from '@tessera/contracts';
import {
  ApiError,
  ApiOperation,
  ApiTag,
  type AuthenticatedUser,
  CurrentUser,
  OptionalJwtAuthGuard,
  ValidQuery,
  badRequest,
  forbidden,
  notFound,
} from '@tessera/platform';
import { MESSAGES, validateUploadFile } from '@tessera/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newMediaId } from '../media-keys';
import { UploadGate } from '../upload-gate';
import { normalizedMime } from '../upload-limits';
import { OpenUploadsRepository } from './open-uploads.repository';
import { TusUploads } from './tus-uploads';
import { discardUnreadBody } from './unread-body';

const uploadParams = z.object({ uploadId: z.uuid('Invalid upload id') });
const UPLOAD_NOT_FOUND = 'Upload not found; it may have expired. Start the upload again.';
const UPLOAD_EXPIRED = 'This upload has expired. Start the upload again.';
const NOT_YOURS = 'This upload belongs to another account';
const LENGTH_MESSAGE = 'Upload-Length must be the file size in bytes, a whole number';
const uploadLength = z.string({ error: LENGTH_MESSAGE }).regex(/^[1-9]\d{0,15}$/, LENGTH_MESSAGE);
const METADATA_MESSAGE = 'Upload-Metadata must be tus metadata: keys with base64 values';
const tusRefusals = {
  403: 'The upload belongs to another account',
  404: 'No such upload (or it was swept after expiring)',
  410: 'The upload has expired',
};

/**
 * Resumable uploads under `/api/upload/files`, spoken in the tus protocol (creation, core,
 * termination): `POST` with `Upload-Length` and `Upload-Metadata` (`filename`, `filetype`) opens
 * one with the checks of `POST /api/upload`, `HEAD` gives the offset it continues at, `PATCH`
 * sends bytes from there, `DELETE` cancels. The last `PATCH` answers the media item. Who may
 * touch an upload is decided here, before tus reads a byte; a refused body is read to its end so
 * the client gets the answer instead of a reset connection.
 */
@ApiTag('content')
@Controller('upload/files')
@UseGuards(OptionalJwtAuthGuard)
export class UploadFilesController {
  constructor(
    private readonly tus: TusUploads,
    private readonly gate: UploadGate,
    private readonly uploads: OpenUploadsRepository,
  ) {}

  /** Visitors get the upload check's own sign-in message, so the route takes them in. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    operationId: 'createResumableUpload',
    summary: 'Open a resumable upload (tus creation): the checks of POST /api/upload',
    query: uploadQuerySchema,
    responses: {
      201: 'Created; Location names the upload',
      400: 'Bad Upload-Length or Upload-Metadata, an unsupported type, or a bad purpose',
      403: 'Posts: creators only, active creator plan, daily limit. Messages: media sharing by plan, daily limit',
      413: "File over its size limit (for messages, the sender's plan's)",
    },
  })
  async create(
    @CurrentUser() caller: AuthenticatedUser | null,
    @ValidQuery() query: UploadQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    try {
      const { user, files } = await this.gate.admit(caller, query.purpose);
      const length = uploadLength.safeParse(request.headers['upload-length']);
      if (!length.success) throw badRequest(LENGTH_MESSAGE);
      const size = Number(length.data);
      const metadata = request.headers['upload-metadata'];
      const declaredType = this.tus.declaredType(
        typeof metadata === 'string' ? metadata : undefined,
      );
      if (declaredType === null) throw badRequest(METADATA_MESSAGE);
      const declared = validateUploadFile({ type: declaredType, size: 0 });
      if (!declared.ok)
        throw badRequest(declared.error, [{ field: 'filetype', message: declared.error }]);
      const refusedType = files.refusedType(declaredType, 'filetype');
      if (refusedType) throw refusedType;
      if (size > files.maxBytes(declared.kind)) throw files.tooLarge(declared.kind, 'size');
      const upload = {
        id: newMediaId(),
        ownerId: user.id,
        purpose: query.purpose,
        kind: declared.kind,
        mimeType: normalizedMime(declaredType),
        size,
      };
      return this.handOver(request, reply, { caller: user, kind: 'create', upload });
    } catch (refusal) {
      await discardUnreadBody(request.raw);
      throw refusal;
    }
  }

  @Head(':uploadId')
  @ApiOperation({
    operationId: 'getResumableUploadOffset',
    summary: 'The offset a resumable upload continues at (Upload-Offset, Upload-Length)',
    params: uploadParams,
    responses: { 200: 'Upload-Offset and Upload-Length headers', ...tusRefusals },
  })
  offset(
    @CurrentUser() caller: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.existing(caller, request, reply);
  }

  @Patch(':uploadId')
  @ApiOperation({
    operationId: 'sendResumableUploadBytes',
    summary:
      'Send bytes from Upload-Offset (application/offset+octet-stream); the last answers the media item',
    params: uploadParams,
    responses: {
      200: 'The file is complete: { data: UploadedMediaDto }',
      204: 'Stored; Upload-Offset is where the upload continues',
      400: 'Content not of the declared type (nothing is kept)',
      409: 'Upload-Offset not where the upload continues',
      ...tusRefusals,
    },
  })
  send(
    @CurrentUser() caller: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.existing(caller, request, reply);
  }

  @Delete(':uploadId')
  @ApiOperation({
    operationId: 'cancelResumableUpload',
    summary: 'Cancel a resumable upload, dropping what was stored (tus termination)',
    params: uploadParams,
    responses: { 204: 'Cancelled', ...tusRefusals },
  })
  cancel(
    @CurrentUser() caller: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.existing(caller, request, reply);
  }

  /** An upload is handed to tus only for its owner, and only before it expired. */
  private async existing(
    caller: AuthenticatedUser | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    try {
      if (!caller) throw new ApiError(HttpStatus.UNAUTHORIZED, MESSAGES.uploadLoginRequired);
      const { uploadId } = request.params as { uploadId: string };
      const parsed = uploadParams.safeParse({ uploadId });
      const upload = parsed.success ? await this.uploads.find(uploadId) : null;
      if (!upload) throw notFound(UPLOAD_NOT_FOUND);
      if (upload.ownerId !== caller.id) throw forbidden(NOT_YOURS);
      if (upload.expiresAt <= new Date()) throw new ApiError(HttpStatus.GONE, UPLOAD_EXPIRED);
      return this.handOver(request, reply, { caller, kind: 'existing', upload });
    } catch (refusal) {
      await discardUnreadBody(request.raw);
      throw refusal;
    }
  }

  private async handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    context: Parameters<TusUploads['handle']>[2],
  ): Promise<void> {
    reply.hijack();
    await this.tus.handle(request.raw, reply.raw, context);
  }
}
