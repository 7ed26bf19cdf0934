import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Req,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import {
  accountExportSchema,
  changeEmailRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteAccountRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  requestContextOf,
  respond,
  ValidBody,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountResponse, doneResponse } from '../auth/auth.api-responses';
import { NoStore } from '../credentials/no-store.decorator';
import { RetryAfterFilter } from '../credentials/too-many-attempts';
import { toUserDto } from '../users/user-view';
import { ChangeEmail, EMAIL_CHANGE_SENT } from './change-email.usecase';
import { ACCOUNT_DELETED, DeleteAccount } from './delete-account.usecase';
import { ExportAccount } from './export-account.usecase';

@Controller('auth/account')
export class AccountController {
  constructor(
    private readonly exportAccount: ExportAccount,
    private readonly deleteAccount: DeleteAccount,
    private readonly changeEmail: ChangeEmail,
  ) {}

  @Post('email')
  @HttpCode(202)
  @UseGuards(JwtAuthGuard)
  @UseFilters(RetryAfterFilter)
  @ApiOperation({
    summary:
      'Ask to move the account to a new email address (confirmed by password or code); it applies once the link mailed there is opened',
    operationId: 'requestEmailChange',
    body: changeEmailRequestSchema,
    responses: {
      202: doneResponse(EMAIL_CHANGE_SENT),
      400: 'Invalid address, or the current one',
      401: 'Wrong password or code',
      429: 'Too many failed attempts (wait for Retry-After)',
    },
  })
  async requestEmailChange(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof changeEmailRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const { newEmail, ...proof } = body;
    await this.changeEmail.request(caller.id, newEmail, proof, requestContextOf(request));
    return respond(null, EMAIL_CHANGE_SENT);
  }

  @Post('email/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a new email address with the link mailed to it',
    operationId: 'confirmEmailChange',
    body: confirmEmailChangeRequestSchema,
    responses: { 200: accountResponse, 400: 'Link invalid, used or expired, or address taken' },
  })
  async confirmEmailChange(
    @ValidBody() body: z.output<typeof confirmEmailChangeRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    const user = await this.changeEmail.confirm(body.token, requestContextOf(request));
    return respond({ user: toUserDto(user) }, 'Your email address is changed');
  }

  @Get('export')
  @NoStore()
  @Header('Content-Disposition', 'attachment; filename="tessera-account.json"')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Download what the platform keeps about your account, as one JSON file',
    operationId: 'exportAccount',
    responses: {
      200: {
        description:
          '{ exportedAt, profile, sessions, posts, messages, payments, missing, capped }: a part whose service did not answer is null and listed in missing; a part cut at its limit is listed in capped',
        data: accountExportSchema,
      },
    },
  })
  async export(@CurrentUser() caller: AuthenticatedUser, @Req() request: FastifyRequest) {
    return respond(
      await this.exportAccount.execute(caller.id, caller.sessionId, requestContextOf(request)),
    );
  }

  @Delete()
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @UseFilters(RetryAfterFilter)
  @ApiOperation({
    summary:
      'Delete your account, confirmed by your password or a current two-factor code; signs out everywhere',
    operationId: 'deleteAccount',
    body: deleteAccountRequestSchema,
    responses: {
      200: doneResponse(ACCOUNT_DELETED),
      401: 'Wrong password or code',
      429: 'Too many failed attempts (wait for Retry-After)',
    },
  })
  async delete(
    @CurrentUser() caller: AuthenticatedUser,
    @ValidBody() body: z.output<typeof deleteAccountRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    await this.deleteAccount.execute(caller.id, body, requestContextOf(request));
    return respond(null, ACCOUNT_DELETED);
  }
}
