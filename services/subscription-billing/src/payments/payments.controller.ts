import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { refundRequestSchema } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { PaymentsService, toPaymentDto } from './payments.service';

const idPipe = new ZodValidationPipe(billingIdSchema);
const confirmSchema = z.strictObject({ paymentMethodId: billingIdSchema.optional() });

@Controller('billing')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/:id')
  @UseGuards(JwtAuthGuard)
  async payment(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(toPaymentDto(await this.payments.readable(user.id, user.role === 'admin', id)));
  }

  @Post('payments/:id/confirm')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async confirm(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(confirmSchema)) body: z.output<typeof confirmSchema>,
  ) {
    return respond(toPaymentDto(await this.payments.confirm(user.id, id, body.paymentMethodId)));
  }

  @Post('refunds')
  @HttpCode(200)
  @RequireRoles('admin')
  async refund(
    @Body(new ZodValidationPipe(refundRequestSchema)) body: z.output<typeof refundRequestSchema>,
  ) {
    return respond(toPaymentDto(await this.payments.refund(body.paymentId)), 'Refund requested');
  }
}
