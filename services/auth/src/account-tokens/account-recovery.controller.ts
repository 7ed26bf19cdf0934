import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  respond,
  requestContextOf,
  JwtAuthGuard,
  ValidBody,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountResponse, doneResponse } from '../auth/auth.api-responses';
import { BackgroundTasks } from '../tasks/background-tasks';
import { toUserDto } from '../users/user-view';
import { AccountRecoveryService, RESET_LINK_SENT } from './account-recovery.service';

@Controller('auth')
export class AccountRecoveryController {
  constructor(
    private readonly recovery: AccountRecoveryService,
    private readonly tasks: BackgroundTasks,
  ) {}

  /** Answers before looking the email up, so an account and no account take the same time. */
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mail a single-use reset link (at most ACCOUNT_MAIL_MAX_PER_HOUR an hour per address); answered before the lookup, the same whether or not the account exists or the hour is spent',
    body: forgotPasswordRequestSchema,
    responses: { 200: doneResponse('Link sent if the account exists') },
  })
  forgotPassword(
    @ValidBody() body: z.output<typeof forgotPasswordRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContextOf(request);
    this.tasks.run('password-reset-mail', () =>
      this.recovery.requestPasswordReset(body.email, context),
    );
    return respond(null, RESET_LINK_SENT);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with a reset link token',
    body: resetPasswordRequestSchema,
    responses: { 200: doneResponse('Password reset') },
  })
  async resetPassword(
    @ValidBody() body: z.output<typeof resetPasswordRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    await this.recovery.resetPassword(body.token, body.password, requestContextOf(request));
    return respond(null, 'Your password has been reset. Please sign in with your new password.');
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm an email address with a verification token',
    body: verifyEmailRequestSchema,
    responses: { 200: accountResponse },
  })
  async verifyEmail(
    @ValidBody() body: z.output<typeof verifyEmailRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const user = await this.recovery.verifyEmail(body.token, requestContextOf(request));
    return respond({ user: toUserDto(user) }, 'Your email address is verified');
  }

  @Post('resend-verification')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Send a new verification mail',
    responses: { 200: doneResponse('Sent') },
  })
  async resendVerification(@CurrentUser() caller: AuthenticatedUser) {
    await this.recovery.resendVerification(caller.id);
    return respond(null, 'A new verification email is on its way');
  }
}
