import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Req,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { accountExportSchema, deleteAccountRequestSchema } from '@tessera/contracts';
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
import { doneResponse } from '../auth/auth.api-responses';
import { NoStore } from '../credentials/no-store.decorator';
import { RetryAfterFilter } from '../credentials/too-many-attempts';
import { ACCOUNT_DELETED, DeleteAccount } from './delete-account.usecase';
import { ExportAccount } from './export-account.usecase';

@Controller('auth/account')
export class AccountController {
  constructor(
    private readonly exportAccount: ExportAccount,
    private readonly deleteAccount: DeleteAccount,
  ) {}

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
          '{ exportedAt, profile, sessions, posts, messages, payments, missing }: parts other services keep are null and listed in missing until they offer an export',
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
