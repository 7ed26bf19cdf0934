import { Controller, Get, UseGuards } from '@nestjs/common';
import { contentIdSchema, creatorCountsSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  OptionalJwtAuthGuard,
  respond,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { CountCreatorPostsUseCase, CREATOR_NOT_FOUND } from './count-creator-posts.usecase';

@Controller('content/creators')
export class CreatorCountsController {
  constructor(private readonly countPosts: CountCreatorPostsUseCase) {}

  @Get(':id/stats')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: "A creator's public counts: published posts, their photos and videos, their likes",
    operationId: 'contentCreatorStats',
    params: z.object({ id: contentIdSchema }),
    responses: {
      200: { description: 'CreatorCountsDto', data: creatorCountsSchema },
      401: 'Token invalid',
      404: CREATOR_NOT_FOUND,
    },
  })
  async stats(@CurrentUser() user: AuthenticatedUser | null, @ValidParam('id') id: string) {
    return respond(await this.countPosts.execute(id, user));
  }
}
