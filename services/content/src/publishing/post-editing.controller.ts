import { Controller, Delete, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  contentIdSchema,
  createContentRequestSchema,
  type CreateContentRequest,
  updateContentRequestSchema,
  type UpdateContentRequest,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
  ZodValidationPipe,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MediaLibrary } from '../media/media-library';
import { doneResponse, POST_NOT_FOUND, postResponse } from '../posts/post.api-responses';
import { formFieldsToContentRequest } from './content-form-fields';
import { PostEditingService } from './post-editing.service';

const postIdParams = z.object({ id: contentIdSchema });
const NOT_THE_CREATOR = 'Not the creator or an admin';
const FIRST_TIER = 'A post for subscribers while its creator sells no tier';

@Controller('content')
export class PostEditingController {
  constructor(
    private readonly editing: PostEditingService,
    private readonly media: MediaLibrary,
  ) {}

  /** JSON naming uploaded media, or a multipart form carrying the files with the fields. */
  @Post()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Create a post (JSON naming uploaded media, or a multipart form with the files)',
    operationId: 'createPost',
    body: createContentRequestSchema,
    responses: {
      201: postResponse,
      403: 'Upload check: creators only, active creator plan, daily limit',
      409: FIRST_TIER,
      413: 'A file over its size limit',
    },
  })
  async create(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const input = isMultipart(request)
      ? await this.fromForm(request, user)
      : new ZodValidationPipe(createContentRequestSchema).transform(request.body);
    return respond(await this.editing.create(user, input), 'Content created');
  }

  @Put(':id')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Edit a post, or archive, unpublish or submit it',
    operationId: 'updatePost',
    params: postIdParams,
    body: updateContentRequestSchema,
    responses: { 200: postResponse, 403: NOT_THE_CREATOR, 404: POST_NOT_FOUND, 409: FIRST_TIER },
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: UpdateContentRequest,
  ) {
    return respond(await this.editing.update(id, user, body), 'Content updated');
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Remove a post and its media',
    operationId: 'deletePost',
    params: postIdParams,
    responses: { 200: doneResponse('Deleted'), 403: NOT_THE_CREATOR, 404: POST_NOT_FOUND },
  })
  async remove(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
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
