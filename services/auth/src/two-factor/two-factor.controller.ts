import { Controller, Get, HttpCode, Post, Req, UseFilters, UseGuards } from '@nestjs/common';
import {
  recoveryCodesSchema,
  signInOutcomeSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  badRequest,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  notFound,
  requestContextOf,
  respond,
  ValidBody,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { doneResponse } from '../auth/auth.api-responses';
import { NoStore } from '../credentials/no-store.decorator';
import { RetryAfterFilter } from '../credentials/too-many-attempts';
import { UsersRepository } from '../users/users.repository';
import { AccountProof } from './account-proof';
import { TwoFactorSignIn } from './two-factor-sign-in.service';
import { NOT_ENABLED, TwoFactorService } from './two-factor.service';

const ACCOUNT_NOT_FOUND = 'Account not found';

@Controller('auth/2fa')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly signIn: TwoFactorSignIn,
    private readonly proof: AccountProof,
    private readonly users: UsersRepository,
  ) {}

  @Get()
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    operationId: 'twoFactorStatus',
    responses: {
      200: {
        description: '{ enabled, enabledAt, recoveryCodesLeft }',
        data: twoFactorStatusSchema,
      },
    },
  })
  async status(@CurrentUser() caller: AuthenticatedUser) {
    return respond(await this.twoFactor.status(caller.id));
  }

  @Post('setup')
  @HttpCode(200)
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary:
      'A new authenticator secret and its otpauth:// address for a QR code (not on until enabled)',
    operationId: 'setUpTwoFactor',
    responses: {
      200: { description: '{ secret, otpauthUrl }', data: twoFactorSetupSchema },
      409: 'Two-factor sign-in is already on',
    },
  })
  async setup(@CurrentUser() caller: AuthenticatedUser) {
    const user = await this.users.findById(caller.id);
    if (!user) throw notFound(ACCOUNT_NOT_FOUND);
    return respond(await this.twoFactor.setup(user));
  }

  @Post('enable')
  @HttpCode(200)
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Turn two-factor sign-in on with a first code; answers 10 recovery codes, shown once',
    operationId: 'enableTwoFactor',
    body: twoFactorEnableRequestSchema,
    responses: {
      200: { description: '{ recoveryCodes }', data: recoveryCodesSchema },
      400: 'Wrong code, or no setup waiting',
      409: 'Two-factor sign-in is already on',
    },
  })
  async enable(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof twoFactorEnableRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const codes = await this.twoFactor.enable(caller.id, body.code, requestContextOf(request));
    return respond(codes, 'Two-factor sign-in is on');
  }

  @Post('verify')
  @HttpCode(200)
  @NoStore()
  @UseFilters(RetryAfterFilter)
  @ApiOperation({
    summary: "Sign-in's second step: a code or a recovery code answers the challenge with tokens",
    operationId: 'verifyTwoFactor',
    body: twoFactorVerifyRequestSchema,
    responses: {
      200: { description: 'Session, as sign-in answers it', data: signInOutcomeSchema },
      401: 'Wrong code, or the challenge expired',
      429: 'Too many failed attempts (wait for Retry-After)',
    },
  })
  async verify(
    @ValidBody() body: z.output<typeof twoFactorVerifyRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const { challengeToken, ...factor } = body;
    return respond(
      await this.signIn.verify(challengeToken, factor, requestContextOf(request)),
      MESSAGES.welcomeBack,
    );
  }

  @Post('disable')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @UseFilters(RetryAfterFilter)
  @ApiOperation({
    summary: 'Turn two-factor sign-in off, confirmed by a current code or the password',
    operationId: 'disableTwoFactor',
    body: twoFactorDisableRequestSchema,
    responses: {
      200: doneResponse('Two-factor sign-in is off'),
      400: 'Two-factor sign-in is not on',
      401: 'Wrong code or password',
      429: 'Too many failed attempts (wait for Retry-After)',
    },
  })
  async disable(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof twoFactorDisableRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContextOf(request);
    const user = await this.users.findById(caller.id);
    if (!user) throw notFound(ACCOUNT_NOT_FOUND);
    if (!(await this.twoFactor.isEnabled(user._id))) throw badRequest(NOT_ENABLED);
    await this.proof.confirm(user, body, context);
    await this.twoFactor.disable(caller.id, context);
    return respond(null, 'Two-factor sign-in is off');
  }
}
