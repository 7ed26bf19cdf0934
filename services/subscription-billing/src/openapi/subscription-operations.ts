import {
  changeTierRequestSchema,
  createCreatorTierRequestSchema,
  creatorTierSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  planUpdateRequestSchema,
  subscribeRequestSchema,
  subscribeResultSchema,
  subscriberPageSchema,
  subscribersQuerySchema,
  subscriptionSchema,
  subscriptionStatusSchema,
  updateCreatorTierRequestSchema,
} from '@tessera/contracts';
import type { OperationDoc } from '@tessera/platform';
import { z } from 'zod';
import { tiersQuerySchema } from '../creator-tiers/creator-tiers.controller';

const subscriptions = (
  method: OperationDoc['method'],
  path: string,
  summary: string,
  rest: Omit<OperationDoc, 'method' | 'path' | 'summary' | 'tag'>,
): OperationDoc => ({
  method,
  path: `/api/subscriptions${path}`,
  summary,
  tag: 'subscriptions',
  ...rest,
});

const tier = { description: 'CreatorTierDto', data: creatorTierSchema };
const result = { description: 'SubscribeResultDto', data: subscribeResultSchema };
const subscription = { description: 'SubscriptionDto', data: subscriptionSchema };
/** The catalogue's tiers are described by `libs/rules`; the document only promises objects. */
const catalogueOrTiers = z.union([z.array(creatorTierSchema), z.array(z.object({}).loose())]);

export const SUBSCRIPTION_OPERATIONS: OperationDoc[] = [
  subscriptions('get', '/tiers', "The platform catalogue, or a creator's active tiers", {
    query: tiersQuerySchema,
    responses: {
      200: { description: 'SubscriptionTier[] or CreatorTierDto[]', data: catalogueOrTiers },
    },
  }),
  subscriptions('post', '/subscribe', "Subscribe to a platform plan or a creator's tier", {
    auth: true,
    body: subscribeRequestSchema,
    responses: {
      201: result,
      400: 'Not sellable to you (yourself, not a creator, inactive tier), or no payment method',
      401: 'Not signed in',
      404: 'Tier or payment method not found',
      409: 'Already subscribed, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      422: 'The Idempotency-Key was used for a different request',
    },
  }),
  subscriptions('get', '/status', "The viewer's plan and creator subscriptions", {
    auth: true,
    responses: {
      200: { description: 'SubscriptionStatusDto', data: subscriptionStatusSchema },
      401: 'Not signed in',
    },
  }),
  subscriptions('put', '/plan', 'Change the platform plan: a free one now, a paid one once paid', {
    auth: true,
    body: planUpdateRequestSchema,
    responses: {
      200: result,
      400: 'Not a plan for your role, or no payment method',
      401: 'Not signed in',
      404: 'Tier not found',
      409: 'Already your plan, a renewal is being charged, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      422: 'The Idempotency-Key was used for a different request',
    },
  }),
  subscriptions('get', '/subscribers', "The creator's subscribers", {
    auth: true,
    query: subscribersQuerySchema,
    responses: {
      200: { description: 'subscriberPage', data: subscriberPageSchema },
      401: 'Not signed in',
      403: 'Creators only',
    },
  }),
  subscriptions('post', '/{id}/cancel', 'Cancel at the end of the period', {
    auth: true,
    responses: {
      200: subscription,
      401: 'Not signed in',
      404: 'Subscription not found',
      409: 'Subscription has ended',
    },
  }),
  subscriptions('post', '/{id}/resume', 'Resume a cancelled subscription before its period ends', {
    auth: true,
    responses: {
      200: subscription,
      401: 'Not signed in',
      404: 'Subscription not found',
      409: 'Subscription has ended',
    },
  }),
  subscriptions('put', '/{id}/tier', "Move to another of the creator's tiers, charged now", {
    auth: true,
    body: changeTierRequestSchema,
    responses: {
      200: result,
      400: 'Tier inactive, or no payment method',
      401: 'Not signed in',
      404: 'Subscription or tier not found',
      409: 'Already on this tier, a renewal is being charged, or the price is no longer expectedAmountCents (body has currentAmountCents)',
      422: 'The Idempotency-Key was used for a different request',
    },
  }),
  subscriptions('get', '/creator-tiers', "The creator's own tiers, inactive included", {
    auth: true,
    responses: {
      200: { description: 'CreatorTierDto[]', data: z.array(creatorTierSchema) },
      401: 'Not signed in',
      403: 'Creators only',
    },
  }),
  subscriptions('post', '/creator-tiers', 'Create a tier', {
    auth: true,
    body: createCreatorTierRequestSchema,
    responses: { 201: tier, 401: 'Not signed in', 403: 'Creators only' },
  }),
  subscriptions('put', '/creator-tiers/{id}', 'Edit an own tier', {
    auth: true,
    body: updateCreatorTierRequestSchema,
    responses: { 200: tier, 401: 'Not signed in', 403: 'Creators only', 404: 'Tier not found' },
  }),
  subscriptions('delete', '/creator-tiers/{id}', 'Deactivate an own tier (never deleted)', {
    auth: true,
    responses: { 200: tier, 401: 'Not signed in', 403: 'Creators only', 404: 'Tier not found' },
  }),
  {
    method: 'post',
    path: '/api/payments/intents',
    summary: "Start the browser's payment of a platform plan; the amount must be its price",
    tag: 'subscriptions',
    auth: true,
    body: paymentIntentRequestSchema,
    responses: {
      201: { description: 'PaymentIntentDto', data: paymentIntentSchema },
      400: 'Amount is not the price, plan is free, or not a plan for your role',
      401: 'Not signed in',
      404: 'Tier not found',
      409: 'Already your plan, or a renewal is being charged',
      422: 'The Idempotency-Key was used for a different request',
    },
  },
];
