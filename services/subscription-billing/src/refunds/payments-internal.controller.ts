import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  type AdminPaymentQuery,
  adminPaymentQuerySchema,
  billingAdminPaymentDetailSchema,
  billingAdminPaymentPageSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  notFound,
  OutsideApi,
  respond,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { AdminPaymentView } from './admin-payment-view';
import { PAYMENT_NOT_FOUND } from './issue-refund.usecase';

/** Every payment as admins see it, for the admin service; outside the gateway's `/api`. */
@OutsideApi()
@Controller('internal/payments')
@UseGuards(InternalCallGuard)
export class PaymentsInternalController {
  constructor(private readonly view: AdminPaymentView) {}

  @Get()
  @ApiOperation({
    summary: 'Payments of everyone, newest first, with fees, refunds, disputes and payer facts',
    query: adminPaymentQuerySchema,
    responses: { 200: { description: 'A page of payments', data: billingAdminPaymentPageSchema } },
  })
  async list(@ValidQuery() query: AdminPaymentQuery) {
    return respond(await this.view.page(query));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One payment with its ledger journals',
    params: z.object({ id: billingIdSchema }),
    responses: {
      200: { description: 'The payment', data: billingAdminPaymentDetailSchema },
      404: 'Payment not found',
    },
  })
  async one(@ValidParam('id') id: string) {
    const payment = await this.view.one(id);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    return respond(payment);
  }
}
