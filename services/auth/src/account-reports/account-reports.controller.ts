import { Controller, Post, UseGuards } from '@nestjs/common';
import { reportRequestSchema } from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { ReportAccountUseCase } from './report-account.usecase';

const reportedParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Invalid user id'),
});

/** Reports of users' accounts, for the moderation queue. */
@Controller('users')
export class AccountReportsController {
  constructor(private readonly reportAccount: ReportAccountUseCase) {}

  @Post(':id/report')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Report a user to the moderators (report.submitted)',
    operationId: 'reportUser',
    params: reportedParams,
    body: reportRequestSchema,
    responses: {
      201: { description: 'Reported', data: z.object({ reportId: z.string() }) },
      400: 'Invalid reason, or your own account',
      401: 'Sign in first',
      404: 'User not found',
      409: 'Already reported by you',
    },
  })
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof reportRequestSchema>,
  ) {
    const result = await this.reportAccount.execute(user.id, id, body.reason, body.description);
    return respond(result, 'Thank you. Our moderators will review this account.');
  }
}
