import { Controller, Post, UseGuards } from '@nestjs/common';
import { messageIdSchema, reportRequestSchema } from '@tessera/contracts';
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
import { ReportMessageUseCase } from './report-message.usecase';

/** Reports of messages by the people they were sent to, for the moderation queue. */
@Controller('messages')
export class MessageReportsController {
  constructor(private readonly reportMessage: ReportMessageUseCase) {}

  @Post(':id/report')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'Report a message in one of your conversations (report.submitted)',
    operationId: 'messagesReportMessage',
    params: z.object({ id: messageIdSchema }),
    body: reportRequestSchema,
    responses: {
      201: { description: 'Reported', data: z.object({ reportId: z.string() }) },
      400: 'Invalid reason, your own message, or a deleted one',
      401: 'Sign in first',
      404: 'Message not found',
      409: 'Already reported by you',
    },
  })
  async report(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof reportRequestSchema>,
  ) {
    const result = await this.reportMessage.execute(user.id, id, body.reason, body.description);
    return respond(result, 'Thank you. Our moderators will review this message.');
  }
}
