import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import { refundRequestSchema, refundSchema } from '@tessera/contracts';
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
import { RequestRefundUseCase } from './request-refund.usecase';
import { toRefundDto } from './refund-dto';

/** A payer asks for their money back; admins decide. */
@Controller('billing')
export class RefundsController {
  constructor(private readonly requestRefund: RequestRefundUseCase) {}

  @Post('refund-requests')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingRequestRefund',
    summary: 'Ask for a refund of your own payment, with a reason; admins decide',
    body: refundRequestSchema,
    responses: {
      201: { description: 'The request, pending', data: refundSchema },
      404: 'Payment not found',
      409: 'A request is already open, or nothing is left to refund',
    },
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof refundRequestSchema>,
    @Req() http: FastifyRequest,
  ) {
    const created = await this.requestRefund.execute(user.id, body, requestContextOf(http));
    return respond(toRefundDto(created), 'Refund requested');
  }
}
