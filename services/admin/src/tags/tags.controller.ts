import { Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  type CreateTagRequest,
  createTagSchema,
  tagSchema,
  type UpdateTagRequest,
  updateTagSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  requestContextOf,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ManageTagsUseCase } from './manage-tags.usecase';

const tagIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Tag not found');

/** The tags admins manage: a tree of names with colors, each with how many posts use it. */
@Controller('admin/tags')
@RequireRoles('admin')
export class TagsController {
  constructor(private readonly tags: ManageTagsUseCase) {}

  @Get()
  @ApiOperation({
    summary: 'Every tag with its children and usage count',
    operationId: 'listAdminTags',
    responses: { 200: { description: 'The tags', data: z.array(tagSchema) } },
  })
  async list() {
    return respond(await this.tags.list());
  }

  @Post()
  @ApiOperation({
    summary: 'Create a tag; the name is unique whatever its case',
    operationId: 'createAdminTag',
    body: createTagSchema,
    responses: { 201: { description: 'The tag', data: tagSchema } },
  })
  async create(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() body: CreateTagRequest,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      await this.tags.create(body, admin.id, requestContextOf(request)),
      'Tag created',
    );
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change a tag; a parent must exist and never be one of its descendants',
    operationId: 'updateAdminTag',
    params: z.object({ id: tagIdSchema }),
    body: updateTagSchema,
    responses: { 200: { description: 'The tag', data: tagSchema } },
  })
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: UpdateTagRequest,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      await this.tags.update(id, body, admin.id, requestContextOf(request)),
      'Tag saved',
    );
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a tag that has no child tags',
    operationId: 'deleteAdminTag',
    params: z.object({ id: tagIdSchema }),
    responses: { 200: { description: 'Deleted', data: z.null() } },
  })
  async remove(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidParam('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    await this.tags.remove(id, admin.id, requestContextOf(request));
    return respond(null, 'Tag deleted');
  }
}
