import { Controller, Get, UseGuards } from '@nestjs/common';
import { type AccountExportPart, accountExportPartSchema } from '@tessera/contracts';
import {
  ApiOperation,
  InternalCallGuard,
  OutsideApi,
  ValidParam,
  respond,
} from '@tessera/platform';
import { z } from 'zod';
import type { Payment } from '../payments/payment.schema';
import { paymentStatus } from '../payments/payment-status';
import { PaymentsRepository } from '../payments/payments.repository';

/** Payments in one export: a decade of monthly renewals, tips and unlocks with room to spare. */
export const EXPORTED_PAYMENTS_LIMIT = 2000;

const params = z.object({ userId: z.string().trim().min(1).max(64) });

/** A payment as its payer's records show it; processor secrets and ids stay out. */
function exportedPayment(payment: Payment): Record<string, unknown> {
  return {
    id: payment._id,
    purpose: payment.purpose,
    status: paymentStatus(payment.facts),
    amountCents: payment.amountCents,
    currency: payment.currency,
    refundedCents: payment.refundedCents ?? 0,
    creatorId: payment.creatorId ?? null,
    tierId: payment.tierId ?? null,
    billingPeriod: payment.billingPeriod ?? null,
    subscriptionId: payment.subscriptionId ?? null,
    contentId: payment.contentId ?? null,
    messageId: payment.messageId ?? null,
    note: payment.note ?? null,
    createdAt: new Date(payment.createdAt).toISOString(),
  };
}

/**
 * The payments the account made, for its data export, which auth gathers: newest first, at most
 * `EXPORTED_PAYMENTS_LIMIT`, with the total so the file says when it was cut. Served at
 * `/internal/...` to holders of the internal token only.
 */
@OutsideApi()
@Controller('internal/account-export')
@UseGuards(InternalCallGuard)
export class AccountExportController {
  constructor(private readonly payments: PaymentsRepository) {}

  @Get(':userId')
  @ApiOperation({
    summary: 'The payments the account made, newest first, for its data export',
    params,
    responses: { 200: { description: '{ items, total, limit }', data: accountExportPartSchema } },
  })
  async export(@ValidParam('userId') userId: string) {
    const [payments, total] = await Promise.all([
      this.payments.ofPayer(userId, EXPORTED_PAYMENTS_LIMIT),
      this.payments.countOfPayer(userId),
    ]);
    return respond<AccountExportPart>({
      items: payments.map(exportedPayment),
      total,
      limit: EXPORTED_PAYMENTS_LIMIT,
    });
  }
}
