import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { signInLinkRequestSchema, signInLinkVerifyRequestSchema } from '@tessera/contracts';
import { requestContextOf, respond, ZodValidationPipe } from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
  request(
    @Body(new ZodValidationPipe(signInLinkRequestSchema))
    body: z.output<typeof signInLinkRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContextOf(request);
    this.tasks.run('sign-in-link-mail', () => this.links.send(body.email, context));
    return respond(null, SIGN_IN_LINK_SENT);
  }

  @Post('verify')
  @HttpCode(200)
  @NoStore()
  async verify(
    @Body(new ZodValidationPipe(signInLinkVerifyRequestSchema))
    body: z.output<typeof signInLinkVerifyRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const session = await this.links.signIn(body.token, requestContextOf(request));
    return respond(session, MESSAGES.welcomeBack);
  }
}
