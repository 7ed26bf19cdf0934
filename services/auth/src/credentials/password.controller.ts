import { Controller, HttpCode, Put, Req, UseFilters, UseGuards } from '@nestjs/common';
import { changePasswordRequestSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  requestContextOf,
  respond,
  ValidBody,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { doneResponse } from '../auth/auth.api-responses';
import { ChangePassword, PASSWORD_CHANGED } from './change-password.usecase';
import { RetryAfterFilter } from './too-many-attempts';

@Controller('auth/password')
export class PasswordController {
  constructor(private readonly changePassword: ChangePassword) {}

  @Put()
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @UseFilters(RetryAfterFilter)
  @ApiOperation({
    summary:
      'Change the password; every other session ends and remembered devices are forgotten, this one stays',
    operationId: 'changePassword',
    body: changePasswordRequestSchema,
    responses: {
      200: doneResponse(PASSWORD_CHANGED),
      400: 'The new password breaks the password rules, named in errors',
      401: 'Current password is not right',
      429: 'Too many failed attempts (wait for Retry-After)',
    },
  })
  async change(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof changePasswordRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    await this.changePassword.execute(caller.id, caller.sessionId, body, requestContextOf(request));
    return respond(null, PASSWORD_CHANGED);
  }
}
