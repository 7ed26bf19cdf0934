import { Controller, Delete, Get, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  passkeyCreationOptionsResultSchema,
  passkeyRequestOptionsResultSchema,
  passkeyResultSchema,
  passkeySignInRequestSchema,
  passkeysSchema,
  registerPasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  requestContextOf,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneResponse, sessionResponse } from '../auth/auth.api-responses';
import { NoStore } from '../credentials/no-store.decorator';
import { ManagePasskeys } from './manage-passkeys.usecase';
import { RegisterPasskey } from './register-passkey.usecase';
import { SignInWithPasskey } from './sign-in-with-passkey.usecase';

const passkeyIdParam = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid passkey id');

@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly registration: RegisterPasskey,
    private readonly manage: ManagePasskeys,
    private readonly signIn: SignInWithPasskey,
  ) {}

  @Get()
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: "The caller's passkeys, newest first",
    operationId: 'listPasskeys',
    responses: {
      200: {
        description: '{ passkeys }: id, name, createdAt, lastUsedAt, synced',
        data: passkeysSchema,
      },
    },
  })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ passkeys: await this.manage.list(caller.id) });
  }

  @Post('registration/options')
  @HttpCode(200)
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Options for navigator.credentials.create(), with a challenge good for two minutes',
    operationId: 'passkeyRegistrationOptions',
    responses: {
      200: { description: '{ options }', data: passkeyCreationOptionsResultSchema },
      409: 'The account has as many passkeys as it may',
    },
  })
  async registrationOptions(@CurrentUser() caller: AuthenticatedUser) {
    return respond({ options: await this.registration.options(caller.id) });
  }

  @Post('registration/verify')
  @HttpCode(201)
  @NoStore()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: "Add a passkey: the authenticator's answer to the registration options, and a name",
    operationId: 'registerPasskey',
    body: registerPasskeyRequestSchema,
    responses: {
      201: { description: '{ passkey }', data: passkeyResultSchema },
      400: 'The challenge expired or was used, or the answer does not verify',
      409: 'Already added, or as many passkeys as the account may have',
    },
  })
  async register(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof registerPasskeyRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const passkey = await this.registration.verify(
      caller.id,
      body.name,
      body.response,
      requestContextOf(request),
    );
    return respond({ passkey }, 'Passkey added');
  }

  @Patch(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Rename one of your passkeys',
    operationId: 'renamePasskey',
    params: z.object({ id: passkeyIdParam }),
    body: renamePasskeyRequestSchema,
    responses: {
      200: { description: '{ passkey }', data: passkeyResultSchema },
      404: 'Passkey not found (or not yours)',
    },
  })
  async rename(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof renamePasskeyRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const passkey = await this.manage.rename(caller.id, id, body.name, requestContextOf(request));
    return respond({ passkey }, 'Passkey renamed');
  }

  @Delete(':id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Remove one of your passkeys: it signs in no more',
    operationId: 'removePasskey',
    params: z.object({ id: passkeyIdParam }),
    responses: { 200: doneResponse('Passkey removed'), 404: 'Passkey not found (or not yours)' },
  })
  async remove(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidParam('id') id: string,
    @Req() request: FastifyRequest,
  ) {
    await this.manage.remove(caller.id, id, requestContextOf(request));
    return respond(null, 'Passkey removed');
  }

  @Post('sign-in/options')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary:
      'Options for navigator.credentials.get(), naming no account, with a challenge good for two minutes',
    operationId: 'passkeySignInOptions',
    responses: { 200: { description: '{ options }', data: passkeyRequestOptionsResultSchema } },
  })
  async signInOptions() {
    return respond({ options: await this.signIn.options() });
  }

  @Post('sign-in/verify')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary:
      'Sign in with a passkey: a session as a password sign-in starts, never a two-factor challenge (a passkey is both factors)',
    operationId: 'signInWithPasskey',
    body: passkeySignInRequestSchema,
    responses: {
      200: sessionResponse,
      401: 'Unknown passkey, an answer that does not verify, or an expired challenge',
      403: 'The account is suspended or banned',
      429: 'Too many sign-in requests from this address (the credentials rate limit)',
    },
  })
  async verify(
    @ValidBody() body: z.output<typeof passkeySignInRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const session = await this.signIn.verify(
      body.response,
      body.rememberMe ?? false,
      requestContextOf(request),
    );
    return respond(session, MESSAGES.welcomeBack);
  }
}
