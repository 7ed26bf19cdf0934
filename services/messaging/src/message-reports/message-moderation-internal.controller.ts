import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  internalMessageModerationSchema,
  internalMessageStateSchema,
  messageIdSchema,
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
import { ModerateMessageUseCase } from './moderate-message.usecase';

const messageParams = z.object({ id: messageIdSchema });
const stateResponse = {
  description: 'The message after the call',
  data: internalMessageStateSchema,
};

/**
 * The admin service's decisions on reported messages: a removal for a report upheld, and a
 * restoration for an appeal overturned. Admin audits them. Internal token holders only.
 */
@OutsideApi()
@Controller('internal/messages')
@UseGuards(InternalCallGuard)
export class MessageModerationInternalController {
  constructor(private readonly moderation: ModerateMessageUseCase) {}

  @Post(':id/removal')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a message for an admin; removing it again changes nothing',
    params: messageParams,
    body: internalMessageModerationSchema,
    responses: { 200: stateResponse },
  })
  async remove(
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof internalMessageModerationSchema>,
  ) {
    return respond(await this.moderation.remove(id, body.reason, body.actorId));
  }

  @Post(':id/restoration')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Put back a message an admin removed, for an appeal overturned',
    params: messageParams,
    body: internalMessageModerationSchema,
    responses: { 200: stateResponse, 409: 'Deleted by its sender, not by a moderator' },
  })
  async restore(@ValidParam('id') id: string) {
    return respond(await this.moderation.restore(id));
  }
}
