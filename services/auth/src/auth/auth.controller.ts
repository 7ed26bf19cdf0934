import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Put,
  Req,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { logoutRequestSchema, refreshRequestSchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  respond,
  ZodValidationPipe,
  requestContextOf,
  JwtAuthGuard,
} from '@tessera/platform';
import { loginSchema, MESSAGES, profileUpdateSchema, registerRequestSchema } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NoStore } from '../credentials/no-store.decorator';
import { parseOpaqueToken } from '../credentials/opaque-token';
import { RetryAfterFilter } from '../credentials/too-many-attempts';
import { SessionService } from '../sessions/session.service';
import { UsersService } from '../users/users.service';
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
  async register(
    @Body(new ZodValidationPipe(registerRequestSchema))
    body: z.output<typeof registerRequestSchema>,
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
  async login(
    @Body(new ZodValidationPipe(loginSchema)) body: z.output<typeof loginSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(await this.signIn.signIn(body, requestContextOf(request)), MESSAGES.welcomeBack);
  }

  @Post('refresh')
  @HttpCode(200)
  @NoStore()
  async refresh(
    @Body(new ZodValidationPipe(refreshRequestSchema)) body: z.output<typeof refreshRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return respond(await this.sessions.refresh(body.refreshToken, requestContextOf(request)));
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async logout(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(logoutRequestSchema)) body: z.output<typeof logoutRequestSchema>,
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
  async profile(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ user: await this.users.me(caller.id) });
  }

  @Put('profile')
  @UseGuards(JwtAuthGuard)
  async updateProfile(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(profileUpdateSchema)) body: z.output<typeof profileUpdateSchema>,
    @Req() request: FastifyRequest,
  ) {
    const user = await this.users.update(caller, caller.id, body, requestContextOf(request));
    return respond({ user }, 'Profile updated');
  }
}
