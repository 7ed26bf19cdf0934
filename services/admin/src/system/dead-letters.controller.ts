import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  type DeadLetterQuery,
  deadLetterQuerySchema,
  deadLetterReplaySchema,
  deadLetterSchema,
  type ReplayDeadLetters,
  replayDeadLettersSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ValidBody,
  ValidQuery,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminActorFrom } from '../admin-api/admin-actor';
import { DeadLettersRepository } from './dead-letters.repository';
import { ReplayDeadLettersUseCase } from './replay-dead-letters.usecase';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

/** Events consumers parked, and their replay once the cause is fixed. */
@Controller('admin/system/dead-letters')
@RequireRoles('admin')
export class DeadLettersController {
  constructor(
    private readonly deadLetters: DeadLettersRepository,
    private readonly replayDeadLetters: ReplayDeadLettersUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Parked dead letters of a topic (and service), oldest first',
    operationId: 'adminListDeadLetters',
    query: deadLetterQuerySchema,
    responses: {
      200: { description: 'Up to 500 parked dead letters', data: z.array(deadLetterSchema) },
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: DeadLetterQuery) {
    const parked = await this.deadLetters.parked(query);
    return respond(
      parked.map((letter) => ({
        id: letter._id,
        service: letter.service,
        topic: letter.topic,
        eventId: letter.eventId,
        reason: letter.reason,
        attempts: letter.attempts,
        failedAt: letter.failedAt.toISOString(),
      })),
    );
  }

  @Post('replay')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish dead letters again for the consumer group that parked them (audited)',
    operationId: 'adminReplayDeadLetters',
    body: replayDeadLettersSchema,
    responses: {
      200: { description: 'How many were replayed and skipped', data: deadLetterReplaySchema },
      400: 'Name the dead letters or ask for all',
      ...ADMINS_ONLY,
    },
  })
  async replay(
    @CurrentUser() admin: AuthenticatedUser,
    @ValidBody() body: ReplayDeadLetters,
    @Req() request: FastifyRequest,
  ) {
    const actor = adminActorFrom(admin, request);
    const result = await this.replayDeadLetters.execute(actor, body);
    return respond(result, `${result.replayed} dead letters replayed`);
  }
}
