import {
  addPaymentMethodRequestSchema,
  checkoutConfigSchema,
  paymentMethodSchema,
  paymentSchema,
  refundRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { z } from 'zod';

const payment = { description: 'PaymentDto', data: paymentSchema };
const method = { description: 'PaymentMethodDto', data: paymentMethodSchema };
const billing = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag'>,
): OperationDoc => ({ method, path: `/api/billing${path}`, summary, tag: 'billing', ...rest });

export const PAYMENT_OPERATIONS: OperationDoc[] = [
  billing(
    'get',
    '/checkout-config',
    'How the checkout takes cards: Stripe Elements or test methods',
    {
      responses: { 200: { description: 'CheckoutConfigDto', data: checkoutConfigSchema } },
    },
  ),
  billing('get', '/payment-methods', "The signed-in user's saved cards", {
    auth: true,
    responses: {
      200: { description: 'PaymentMethodDto[]', data: z.array(paymentMethodSchema) },
      401: 'Not signed in',
    },
  }),
  billing('post', '/payment-methods', 'Save a payment method created with the processor', {
    auth: true,
    body: addPaymentMethodRequestSchema,
    responses: { 201: method, 400: 'Invalid payment method', 401: 'Not signed in' },
  }),
  billing('put', '/payment-methods/{id}/default', 'Make a saved card the default', {
    auth: true,
    responses: { 200: method, 401: 'Not signed in', 404: 'Payment method not found' },
  }),
  billing('delete', '/payment-methods/{id}', 'Remove a saved card', {
    auth: true,
    responses: {
      200: { description: '{ id }', data: z.object({ id: z.string() }) },
      401: 'Not signed in',
      404: 'Payment method not found',
    },
  }),
  billing('get', '/payments/{id}', 'A payment, for its payer, its creator or an admin', {
    auth: true,
    responses: { 200: payment, 401: 'Not signed in', 404: 'Payment not found' },
  }),
  billing('post', '/payments/{id}/confirm', 'Confirm a payment, or again after authenticating', {
    auth: true,
    body: z.strictObject({ paymentMethodId: z.string().optional() }),
    responses: {
      200: payment,
      400: 'No payment method',
      401: 'Not signed in',
      404: 'Payment or payment method not found',
    },
  }),
  billing('post', '/refunds', 'Refund a successful payment (admins)', {
    auth: true,
    body: refundRequestSchema,
    responses: {
      200: payment,
      401: 'Not signed in',
      403: 'Admins only, or the payment did not succeed',
      404: 'Payment not found',
    },
  }),
  billing('post', '/webhooks/stripe', "The processor's signed events", {
    responses: {
      200: { description: '{ received: true }', data: z.object({ received: z.boolean() }) },
      400: 'Invalid webhook signature',
    },
  }),
];
