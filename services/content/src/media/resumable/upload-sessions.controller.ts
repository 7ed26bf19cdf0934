import {
  Controller,
  Delete,
  Get,
  Head,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { type UploadQuery, uploadQuerySchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
  ZodValidationPipe,
  respond,
} from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadGate } from '../upload-gate';
import { TusUploads } from './tus-uploads';

/**
 * Resumable uploads under `/api/upload/sessions`, spoken in the tus protocol: `POST` creates an
 * upload for a file (`Upload-Length`, `Upload-Metadata` with its `filename` and `filetype`),
 * `HEAD` tells the offset to continue from after a dropped connection, `PATCH` sends bytes from
 * that offset, `DELETE` gives an unfinished upload up. Once its last byte arrived, `GET` answers
 * the media item the file became.
 */
@Controller('upload/sessions')
export class UploadSessionsController {
  constructor(
    private readonly tus: TusUploads,
    private readonly gate: UploadGate,
  ) {}

  /** Visitors get the upload check's own sign-in message, so the route takes them in. */
  @Post()
  @UseGuards(OptionalJwtAuthGuard)
  async create(
    @CurrentUser() caller: AuthenticatedUser | null,
    @Query(new ZodValidationPipe(uploadQuerySchema)) query: UploadQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const admitted = await this.gate.admit(caller ?? null, query.purpose);
    await this.tus.handle(request, reply, {
      caller: admitted.user,
      admitted,
      purpose: query.purpose,
    });
  }

  // Declared before the GET route, whose automatic HEAD route it takes the place of.
  @Head(':sessionId')
  @UseGuards(JwtAuthGuard)
  async offset(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.tus.handle(request, reply, { caller });
  }

  @Get(':sessionId')
  @UseGuards(JwtAuthGuard)
  async finished(@CurrentUser() caller: AuthenticatedUser, @Param('sessionId') id: string) {
    return respond(await this.tus.finished(caller, id));
  }

  @Patch(':sessionId')
  @UseGuards(JwtAuthGuard)
  async send(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.tus.handle(request, reply, { caller });
  }

  @Delete(':sessionId')
  @UseGuards(JwtAuthGuard)
  async cancel(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.tus.handle(request, reply, { caller });
  }
}
