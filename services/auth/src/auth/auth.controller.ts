import { Controller, Get, HttpCode, Post, Put, Req, UseFilters, UseGuards } from '@nestjs/common';
import { logoutRequestSchema, refreshRequestSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  respond,
  requestContextOf,
  JwtAuthGuard,
  ValidBody,
} from '@tessera/platform';
import { loginSchema, MESSAGES, profileUpdateSchema, registerRequestSchema } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NoStore } from '../credentials/no-store.decorator';
import { parseOpaqueToken } from '../credentials/opaque-token';
import { RetryAfterFilter } from '../credentials/too-many-attempts';
import { SessionService } from '../sessions/session.service';
import { UsersService } from '../users/users.service';
import {
  accountResponse,
  doneResponse,
  sessionResponse,
  signInOutcomeResponse,
} from './auth.api-responses';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  @Post('register')
  @HttpCode(201)
  @NoStore()
  @ApiOperation({
    summary: 'Create an account (creator or subscriber) and sign in',
    body: registerRequestSchema,
    responses: { 201: sessionResponse, 409: 'Email or username taken', 429: 'Too many requests' },
  })
  async register(
    @ValidBody() body: z.output<typeof registerRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const session = await this.registration.register(
      { ...body, authProvider: 'local' },
      requestContextOf(request),
    );
    return respond(session, 'Registration successful');
  }

  @Post('login')
  @HttpCode(200)
  @NoStore()
  @UseFilters(RetryAfterFilter)
  @ApiOperation({
    summary: 'Sign in with email and password',
    body: loginSchema,
    responses: {
      200: signInOutcomeResponse,
      401: 'Invalid email or password',
      429: 'Too many failed attempts from this address (wait for Retry-After), or on the account from everywhere (sign in by emailed link)',
    },
  })
  async login(@ValidBody() body: z.output<typeof loginSchema>, @Req() request: FastifyRequest) {
    return respond(await this.signIn.signIn(body, requestContextOf(request)), MESSAGES.welcomeBack);
  }

  @Post('refresh')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary: 'Rotate the refresh token; a reused token revokes its whole session',
    body: refreshRequestSchema,
    responses: { 200: sessionResponse, 401: 'Invalid or expired refresh token' },
  })
  async refresh(
    @ValidBody() body: z.output<typeof refreshRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(await this.sessions.refresh(body.refreshToken, requestContextOf(request)));
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'End the current session',
    body: logoutRequestSchema,
    responses: { 200: doneResponse('Logged out') },
  })
  async logout(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof logoutRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContextOf(request);
    await this.sessions.end(caller.id, caller.sessionId, context);
    const other = body.refreshToken ? parseOpaqueToken(body.refreshToken) : null;
    if (other && other.id !== caller.sessionId)
      await this.sessions.end(caller.id, other.id, context);
    return respond(null, MESSAGES.loggedOut);
  }

  @Get('profile')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'The signed-in account', responses: { 200: accountResponse } })
  async profile(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ user: await this.users.me(caller.id) });
  }

  @Put('profile')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Update the signed-in profile',
    body: profileUpdateSchema,
    responses: { 200: accountResponse, 400: 'Invalid field, named in errors' },
  })
  async updateProfile(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof profileUpdateSchema>,
    @Req() request: FastifyRequest,
  ) {
    const user = await this.users.update(caller, caller.id, body, requestContextOf(request));
    return respond({ user }, 'Profile updated');
  }
}
