import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  googleConfigSchema,
  googleLoginRequestSchema,
  googleRegisterRequestSchema,
} from '@tessera/contracts';
import { ApiOperation, respond, requestContextOf, ValidBody } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { signInOutcomeResponse } from '../auth/auth.api-responses';
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
  @ApiOperation({
    summary: 'Whether Google sign-in is available, and its public client id',
    operationId: 'googleConfig',
    responses: { 200: { description: '{ enabled, clientId }', data: googleConfigSchema } },
  })
  config() {
    const clientId = this.verifier.clientId;
    return respond({ enabled: clientId !== null, clientId });
  }

  @Post('login')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary: 'Sign in with a Google ID token',
    operationId: 'googleLogin',
    body: googleLoginRequestSchema,
    responses: {
      200: signInOutcomeResponse,
      401: 'Invalid Google token',
      503: 'Google OAuth not configured',
    },
  })
  async login(
    @ValidBody() body: z.output<typeof googleLoginRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(
      await this.google.signIn(body.credential, 'subscriber', requestContextOf(request)),
    );
  }

  @Post('register')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary: 'Sign up with a Google ID token and a role',
    operationId: 'googleRegister',
    body: googleRegisterRequestSchema,
    responses: {
      200: signInOutcomeResponse,
      401: 'Invalid Google token',
      503: 'Google OAuth not configured',
    },
  })
  async register(
    @ValidBody() body: z.output<typeof googleRegisterRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(await this.google.signIn(body.credential, body.role, requestContextOf(request)));
  }
}
