import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  contentIdSchema,
  type InternalPostState,
  internalModerationDecisionSchema,
  internalPostRemovalSchema,
  internalPostRestorationSchema,
  internalPostStateSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import type { Post as StoredPost } from '../posts/post.schema';
import { ModerationService } from './moderation.service';

const stateOf = (post: StoredPost): InternalPostState => ({
  id: post._id,
  creatorId: post.creatorId,
  status: post.status,
  removed: post.deletedAt !== null,
});

/**
 * The admin service's decisions on posts: review decisions, removals for reports upheld and
 * restorations for appeals overturned. The
 * admin who decided is `actorId`; admin audits the action, content records it on the post and in
 * its events. Served at `/internal/...` to holders of the internal token only.
 */
@OutsideApi()
@Controller('internal/posts')
@UseGuards(InternalCallGuard)
export class ModerationInternalController {
  constructor(private readonly moderation: ModerationService) {}

  @Post(':id/moderation')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve or reject a post awaiting review, for an admin',
    params: z.object({ id: contentIdSchema }),
    body: internalModerationDecisionSchema,
    responses: {
      200: { description: 'The post after the decision', data: internalPostStateSchema },
    },
  })
  async decide(
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof internalModerationDecisionSchema>,
  ) {
    const post = await this.moderation.decideAs(id, body.actorId, body);
    return respond(stateOf(post));
  }

  @Post(':id/removal')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a post for an admin; removing it again changes nothing',
    params: z.object({ id: contentIdSchema }),
    body: internalPostRemovalSchema,
    responses: { 200: { description: 'The post as removed', data: internalPostStateSchema } },
  })
  async remove(
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof internalPostRemovalSchema>,
  ) {
    const post = await this.moderation.removeAs(id, body.actorId, body.reason);
    return respond({ ...stateOf(post), removed: true });
  }

  @Post(':id/restoration')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bring back a post an admin removed; restoring a live post changes nothing',
    params: z.object({ id: contentIdSchema }),
    body: internalPostRestorationSchema,
    responses: { 200: { description: 'The post as restored', data: internalPostStateSchema } },
  })
  async restore(
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof internalPostRestorationSchema>,
  ) {
    return respond(stateOf(await this.moderation.restoreAs(id, body.actorId)));
  }
}
