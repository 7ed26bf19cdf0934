import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { contentIdSchema, folderRequestSchema, tagsQuerySchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import type { z } from 'zod';
import { LibraryService } from './library.service';

const idPipe = new ZodValidationPipe(contentIdSchema);

@Controller('content')
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get('folders')
  @UseGuards(JwtAuthGuard)
  async folders(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.library.foldersOf(user.id));
  }

  @Post('folders')
  @UseGuards(JwtAuthGuard)
  async createFolder(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(folderRequestSchema)) body: z.output<typeof folderRequestSchema>,
  ) {
    return respond(
      await this.library.createFolder(user.id, body.name, body.description ?? ''),
      'Folder created',
    );
  }

  @Put('folders/:id')
  @UseGuards(JwtAuthGuard)
  async updateFolder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(folderRequestSchema.partial()))
    body: Partial<z.output<typeof folderRequestSchema>>,
  ) {
    return respond(await this.library.updateFolder(user.id, id, body), 'Folder updated');
  }

  @Delete('folders/:id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async removeFolder(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    await this.library.removeFolder(user.id, id);
    return respond(null, 'Folder deleted');
  }

  @Get('categories')
  async categories() {
    return respond(await this.library.categories());
  }

  @Get('tags')
  async tags(
    @Query(new ZodValidationPipe(tagsQuerySchema)) query: z.output<typeof tagsQuerySchema>,
  ) {
    return respond(await this.library.tags(query.limit));
  }
}
