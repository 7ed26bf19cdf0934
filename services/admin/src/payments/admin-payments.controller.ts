import { Controller, Get } from '@nestjs/common';
import {
  type AdminPayment,
  type AdminPaymentQuery,
  adminPaymentDetailSchema,
  adminPaymentPageSchema,
  adminPaymentQuerySchema,
  type BillingAdminPayment,
} from '@tessera/contracts';
import { ApiOperation, RequireRoles, respond, ValidParam, ValidQuery } from '@tessera/platform';
import { z } from 'zod';
import { BillingPaymentsPort } from './billing-payments.client';
import { scorePaymentRisk } from './payment-risk';
import { ADMINS_ONLY } from '../admin-api/admin-responses';

export const recordIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'),
});

/** A payment as admins see it: billing's record, scored for risk here from the payer's facts. */
function scored({ payerFacts, ...payment }: BillingAdminPayment): AdminPayment {
  const risk = scorePaymentRisk(payment, payerFacts);
  return { ...payment, riskScore: risk.score, riskReasons: risk.reasons };
}

/** Every payment with fees, refunds, disputes and a risk score; billing owns them. */
@Controller('admin/payments')
@RequireRoles('admin')
export class AdminPaymentsController {
  constructor(private readonly billing: BillingPaymentsPort) {}

  @Get()
  @ApiOperation({
    summary: 'Payments of everyone, newest first, with fees, refunds, disputes and risk',
    operationId: 'adminListPayments',
    query: adminPaymentQuerySchema,
    responses: {
      200: { description: 'A page of payments', data: adminPaymentPageSchema },
      503: 'Billing did not answer',
      ...ADMINS_ONLY,
    },
  })
  async list(@ValidQuery() query: AdminPaymentQuery) {
    const found = await this.billing.payments(query);
    return respond({ ...found, items: found.items.map(scored) });
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One payment with its risk reasons and its ledger journals',
    operationId: 'adminGetPayment',
    params: recordIdParams,
    responses: {
      200: { description: 'The payment', data: adminPaymentDetailSchema },
      404: 'No such payment',
      503: 'Billing did not answer',
      ...ADMINS_ONLY,
    },
  })
  async one(@ValidParam('id') id: string) {
    const { journals, ...payment } = await this.billing.payment(id);
    return respond({ ...scored(payment), journals });
  }
}
