import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import { reportAppealSchema } from '@tessera/contracts';
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
import { z } from 'zod';
import { SubmitReportAppealUseCase } from './submit-report-appeal.usecase';

/** A creator's one appeal of a report decided against them. */
@Controller('support/report-appeals')
export class ReportAppealsController {
  constructor(private readonly submitAppeal: SubmitReportAppealUseCase) {}

  @Post()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Appeal, once, a decision taken on a report against you',
    operationId: 'appealReportDecision',
    body: reportAppealSchema,
    responses: {
      201: { description: 'Appeal received', data: z.object({ reportId: z.string() }) },
      401: 'Sign in first',
      404: 'No decision against you on this report',
      409: 'Already appealed',
    },
  })
  async appeal(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof reportAppealSchema>,
    @Req() request: FastifyRequest,
  ) {
    const result = await this.submitAppeal.execute(
      user.id,
      body.reportId,
      body.message,
      requestContextOf(request),
    );
    return respond(result, 'Your appeal has been received; a moderator will look at it');
  }
}
