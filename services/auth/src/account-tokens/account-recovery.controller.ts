import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  respond,
  ZodValidationPipe,
  requestContextOf,
  JwtAuthGuard,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
  forgotPassword(
    @Body(new ZodValidationPipe(forgotPasswordRequestSchema))
    body: z.output<typeof forgotPasswordRequestSchema>,
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
  async resetPassword(
    @Body(new ZodValidationPipe(resetPasswordRequestSchema))
    body: z.output<typeof resetPasswordRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    await this.recovery.resetPassword(body.token, body.password, requestContextOf(request));
    return respond(null, 'Your password has been reset. Please sign in with your new password.');
  }

  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(
    @Body(new ZodValidationPipe(verifyEmailRequestSchema))
    body: z.output<typeof verifyEmailRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const user = await this.recovery.verifyEmail(body.token, requestContextOf(request));
    return respond({ user: toUserDto(user) }, 'Your email address is verified');
  }

  @Post('resend-verification')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async resendVerification(@CurrentUser() caller: AuthenticatedUser) {
    await this.recovery.resendVerification(caller.id);
    return respond(null, 'A new verification email is on its way');
  }
}
