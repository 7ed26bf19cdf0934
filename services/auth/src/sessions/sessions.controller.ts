import { Controller, Delete, Get, HttpCode, Req, UseGuards } from '@nestjs/common';
import { accountSessionsSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  requestContextOf,
  respond,
  ValidParam,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneResponse } from '../auth/auth.api-responses';
import { NoStore } from '../credentials/no-store.decorator';
import { SessionService } from './session.service';

const sessionIdParam = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid session id');

@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: "The caller's live sessions, most recently used first",
    operationId: 'listSessions',
    responses: {
      200: {
        description:
          '{ sessions }: id, current, createdAt, lastUsedAt, device (from the user agent), place (the network, host part hidden: no location database is kept)',
        data: accountSessionsSchema,
      },
    },
  })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ sessions: await this.sessions.listOwn(caller.id, caller.sessionId) });
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'End one of your sessions everywhere at once: its tokens and its sockets',
    operationId: 'endSession',
    params: z.object({ id: sessionIdParam }),
    responses: { 200: doneResponse('Session ended'), 404: 'Session not found (or not yours)' },
  })
  async end(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    await this.sessions.endOwn(caller.id, id, requestContextOf(request));
    return respond(null, 'Session ended');
  }
}
