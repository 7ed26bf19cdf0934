import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
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
import { billingIdSchema } from '../validation/billing-id.schema';
import { paymentResponse } from './payments.api-responses';
import { PaymentsService, toPaymentDto } from './payments.service';

const paymentParams = z.object({ id: billingIdSchema });
const confirmSchema = z.strictObject({ paymentMethodId: billingIdSchema.optional() });

@Controller('billing')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/:id')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingGetPayment',
    summary: 'A payment, for its payer, its creator or an admin',
    params: paymentParams,
    responses: { 200: paymentResponse, 404: 'Payment not found' },
  })
  async payment(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(toPaymentDto(await this.payments.readable(user.id, user.role === 'admin', id)));
  }

  @Post('payments/:id/confirm')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    operationId: 'billingConfirmPayment',
    summary: 'Confirm a payment, or again after authenticating',
    params: paymentParams,
    body: confirmSchema,
    responses: {
      200: paymentResponse,
      400: 'No payment method',
      404: 'Payment or payment method not found',
    },
  })
  async confirm(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof confirmSchema>,
  ) {
    return respond(toPaymentDto(await this.payments.confirm(user.id, id, body.paymentMethodId)));
  }
}
