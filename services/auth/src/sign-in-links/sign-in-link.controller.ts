import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { signInLinkRequestSchema, signInLinkVerifyRequestSchema } from '@tessera/contracts';
import { ApiOperation, requestContextOf, respond, ValidBody } from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { doneResponse, signInOutcomeResponse } from '../auth/auth.api-responses';
import { NoStore } from '../credentials/no-store.decorator';
import { BackgroundTasks } from '../tasks/background-tasks';
import { SIGN_IN_LINK_SENT, SignInLinkService } from './sign-in-link.service';

@Controller('auth/login-link')
export class SignInLinkController {
  constructor(
    private readonly links: SignInLinkService,
    private readonly tasks: BackgroundTasks,
  ) {}

  /** Answers before looking the email up, so an account and no account take the same time. */
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mail a single-use sign-in link (at most ACCOUNT_MAIL_MAX_PER_HOUR an hour per address); answered before the lookup, the same whether or not the account exists or the hour is spent',
    operationId: 'requestSignInLink',
    body: signInLinkRequestSchema,
    responses: { 200: doneResponse('Link sent if the account exists') },
  })
  request(
    @ValidBody() body: z.output<typeof signInLinkRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContextOf(request);
    this.tasks.run('sign-in-link-mail', () => this.links.send(body.email, context));
    return respond(null, SIGN_IN_LINK_SENT);
  }

  @Post('verify')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary: 'Sign in with a mailed sign-in link token, once',
    operationId: 'signInWithLink',
    body: signInLinkVerifyRequestSchema,
    responses: { 200: signInOutcomeResponse, 401: 'Link invalid, used or expired' },
  })
  async verify(
    @ValidBody() body: z.output<typeof signInLinkVerifyRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const session = await this.links.signIn(body.token, requestContextOf(request));
    return respond(session, MESSAGES.welcomeBack);
  }
}
