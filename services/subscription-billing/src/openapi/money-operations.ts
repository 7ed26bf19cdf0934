import {
  adminPayoutRequestSchema,
  earningsSchema,
  paymentAnalyticsSchema,
  paymentSchema,
  payoutAccountSchema,
  payoutRequestSchema,
  payoutSchema,
  reportQuerySchema,
  revenueReportSchema,
  tipRequestSchema,
  transactionPageSchema,
  unlockRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { z } from 'zod';

const payment = { description: 'PaymentDto', data: paymentSchema };
const payout = { description: 'PayoutDto', data: payoutSchema };
const account = { description: 'PayoutAccountDto', data: payoutAccountSchema };
const billing = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag'>,
): OperationDoc => ({ method, path: `/api/billing${path}`, summary, tag: 'billing', ...rest });
const creatorOnly = { 401: 'Not signed in', 403: 'Creators only' };

/** Tips, unlocks, transactions, earnings, payouts and reports. */
export const MONEY_OPERATIONS: OperationDoc[] = [
  billing('get', '/transactions', "The signed-in user's payments and payouts, newest first", {
    auth: true,
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    responses: {
      200: { description: 'Page of TransactionDto', data: transactionPageSchema },
      400: 'Invalid page',
      401: 'Not signed in',
    },
  }),
  billing('post', '/tips', 'Tip a creator with the saved card', {
    auth: true,
    body: tipRequestSchema,
    responses: {
      201: payment,
      400: 'Invalid amount, tipping oneself or no payment method',
      401: 'Not signed in',
      404: 'Creator or payment method not found',
      409: 'expectedAmountCents is not the amount (body has currentAmountCents), or a request with the same Idempotency-Key is still being processed',
      422: 'The Idempotency-Key was used for a different request',
    },
  }),
  billing('post', '/unlocks', "Buy a post at its creator's price (messages: not sold yet)", {
    auth: true,
    body: unlockRequestSchema,
    responses: {
      201: payment,
      400: 'The post is not for sale, or no payment method',
      401: 'Not signed in',
      403: 'Your own post',
      404: 'Content or message not found',
      409: 'Already unlocked, an unlock is in progress, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      422: 'The Idempotency-Key was used for a different request',
    },
  }),
  billing('get', '/earnings', "The creator's balance and daily earnings of the last 30 days", {
    auth: true,
    responses: { 200: { description: 'EarningsDto', data: earningsSchema }, ...creatorOnly },
  }),
  billing('get', '/payout-account', "The creator's payout account", {
    auth: true,
    responses: { 200: account, ...creatorOnly },
  }),
  billing('post', '/payout-account', 'Create the payout account and its onboarding link', {
    auth: true,
    responses: { 201: account, ...creatorOnly },
  }),
  billing('get', '/payouts', "The creator's payouts, newest first", {
    auth: true,
    responses: { 200: { description: 'PayoutDto[]', data: z.array(payoutSchema) }, ...creatorOnly },
  }),
  billing('post', '/payouts', 'Request a payout (1 % fee, sent 7 days later)', {
    auth: true,
    body: payoutRequestSchema,
    responses: {
      201: payout,
      400: 'No payout account, below the minimum or above the available balance',
      ...creatorOnly,
      409: 'Another payout is being prepared',
    },
  }),
  billing('post', '/admin/payouts', 'Pay a creator out now (admins; 5 % fee)', {
    auth: true,
    body: adminPayoutRequestSchema,
    responses: {
      201: payout,
      400: 'No payout account, below the minimum or above the available balance',
      401: 'Not signed in',
      403: 'Admins only',
      404: 'Creator not found',
      409: 'Another payout is being prepared',
    },
  }),
  billing('get', '/reports/revenue', "The creator's revenue per period, oldest first", {
    auth: true,
    query: reportQuerySchema,
    responses: {
      200: { description: 'RevenueReportDto[]', data: z.array(revenueReportSchema) },
      400: 'Invalid period or count',
      ...creatorOnly,
    },
  }),
  billing('get', '/analytics', "The creator's payment analytics", {
    auth: true,
    responses: {
      200: { description: 'PaymentAnalyticsDto', data: paymentAnalyticsSchema },
      ...creatorOnly,
    },
  }),
];
