import { Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  categorySchema,
  contentIdSchema,
  folderRequestSchema,
  folderSchema,
  tagCountSchema,
  tagsQuerySchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { doneResponse } from '../posts/post.api-responses';
import { LibraryService } from './library.service';

const folderResponse = { description: 'FolderDto', data: folderSchema };
const folderIdParams = z.object({ id: contentIdSchema });
const FOLDER_NOT_FOUND = 'Folder not found';

@Controller('content')
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get('folders')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: "The signed-in creator's folders",
    operationId: 'listFolders',
    responses: { 200: { description: 'FolderDto[]', data: z.array(folderSchema) } },
  })
  async folders(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.library.foldersOf(user.id));
  }

  @Post('folders')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Create a folder',
    operationId: 'createFolder',
    body: folderRequestSchema,
    responses: { 201: folderResponse },
  })
  async createFolder(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof folderRequestSchema>,
  ) {
    return respond(
      await this.library.createFolder(user.id, body.name, body.description ?? ''),
      'Folder created',
    );
  }

  @Put('folders/:id')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Rename a folder',
    operationId: 'updateFolder',
    params: folderIdParams,
    body: folderRequestSchema.partial(),
    responses: { 200: folderResponse, 404: FOLDER_NOT_FOUND },
  })
  async updateFolder(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: Partial<z.output<typeof folderRequestSchema>>,
  ) {
    return respond(await this.library.updateFolder(user.id, id, body), 'Folder updated');
  }

  @Delete('folders/:id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Delete a folder',
    operationId: 'deleteFolder',
    params: folderIdParams,
    responses: { 200: doneResponse('Deleted'), 404: FOLDER_NOT_FOUND },
  })
  async removeFolder(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    await this.library.removeFolder(user.id, id);
    return respond(null, 'Folder deleted');
  }

  @Get('categories')
  @ApiOperation({
    summary: 'The five default categories with their published post counts',
    operationId: 'listCategories',
    responses: { 200: { description: 'CategoryDto[]', data: z.array(categorySchema) } },
  })
  async categories() {
    return respond(await this.library.categories());
  }

  @Get('tags')
  @ApiOperation({
    summary: 'Tags of published posts, most used first',
    operationId: 'listTags',
    query: tagsQuerySchema,
    responses: { 200: { description: 'Array<{ tag, count }>', data: z.array(tagCountSchema) } },
  })
  async tags(@ValidQuery() query: z.output<typeof tagsQuerySchema>) {
    return respond(await this.library.tags(query.limit));
  }
}
