import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { googleLoginRequestSchema, googleRegisterRequestSchema } from '@tessera/contracts';
import { respond, ZodValidationPipe, requestContextOf } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NoStore } from '../credentials/no-store.decorator';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { GoogleSignInService } from './google-sign-in.service';

@Controller('auth/google')
export class GoogleAuthController {
  constructor(
    private readonly google: GoogleSignInService,
    private readonly verifier: GoogleIdTokenVerifier,
  ) {}

  /** The client id is public by design: the browser needs it to render Google's button. */
  @Get('config')
  config() {
    const clientId = this.verifier.clientId;
    return respond({ enabled: clientId !== null, clientId });
  }

  @Post('login')
  @HttpCode(200)
  @NoStore()
  async login(
    @Body(new ZodValidationPipe(googleLoginRequestSchema))
    body: z.output<typeof googleLoginRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      await this.google.signIn(body.credential, 'subscriber', requestContextOf(request)),
    );
  }

  @Post('register')
  @HttpCode(200)
  @NoStore()
  async register(
    @Body(new ZodValidationPipe(googleRegisterRequestSchema))
    body: z.output<typeof googleRegisterRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(await this.google.signIn(body.credential, body.role, requestContextOf(request)));
  }
}
