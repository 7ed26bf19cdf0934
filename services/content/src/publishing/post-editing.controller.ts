import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  contentIdSchema,
  createContentRequestSchema,
  type CreateContentRequest,
  updateContentRequestSchema,
  type UpdateContentRequest,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { MediaLibrary } from '../media/media-library';
import { formFieldsToContentRequest } from './content-form-fields';
import { PostEditingService } from './post-editing.service';

const idPipe = new ZodValidationPipe(contentIdSchema);

@Controller('content')
export class PostEditingController {
  constructor(
    private readonly editing: PostEditingService,
    private readonly media: MediaLibrary,
  ) {}

  /** JSON naming uploaded media, or a multipart form carrying the files with the fields. */
  @Post()
  @UseGuards(JwtAuthGuard)
  async create(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const input = isMultipart(request)
      ? await this.fromForm(request, user)
      : new ZodValidationPipe(createContentRequestSchema).transform(request.body);
    return respond(await this.editing.create(user, input), 'Content created');
  }

  @Put(':id')
  @UseGuards(JwtAuthGuard)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(updateContentRequestSchema)) body: UpdateContentRequest,
  ) {
    return respond(await this.editing.update(id, user, body), 'Content updated');
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    await this.editing.remove(id, user);
    return respond(null, 'Content deleted');
  }

  private async fromForm(
    request: FastifyRequest,
    user: AuthenticatedUser,
  ): Promise<CreateContentRequest> {
    const { fields, mediaIds } = await this.media.receiveMultipart(request, user);
    return new ZodValidationPipe(createContentRequestSchema).transform(
      formFieldsToContentRequest(fields, mediaIds),
    );
  }
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}
