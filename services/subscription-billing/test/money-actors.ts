import mongoose from 'mongoose';
import { FREE_CREATOR_TIER_ID, getTier } from '@tessera/rules';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { type Actor, eventually } from '../../../test/support/actors';
import type { Call } from '../../../test/support/api-client';
import { withInternalToken } from '../../../test/support/internal-export';
import { infraEnv, TEST_WEBHOOK_SECRET } from '../../../test/support/test-env';

export { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
export { addCard, paymentSettled } from '../../../test/support/payments';

/** The platform fee of a creator on the free creator plan, which every test creator is on. */
export const CREATOR_FEE_PERCENT =
  getTier(FREE_CREATOR_TIER_ID)?.creatorFeatures?.platformFeePercentage ?? 20;

/** The 2.9 % + 30 c processor fee and the platform fee, as the creator's net. */
export function creatorNet(amountCents: number, platformFeePercent: number): number {
  const processor = Math.round((amountCents * 290) / 10_000) + 30;
  const platform = Math.round((amountCents * platformFeePercent * 100) / 10_000);
  return amountCents - processor - platform;
}

const stripe = new Stripe('sk_test_signing_only');

/**
 * A processor event signed as Stripe signs it, optionally at another time or with another secret;
 * `created` (seconds) is when the processor made the event, the signing time unless given.
 */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number; secret?: string; created?: number } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: options.created ?? timestamp,
    livemode: false,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp,
  });
  return { payload, headers: { 'stripe-signature': signature } };
}

/** Reads the billing database of a stack directly, for what the API does not show. */
export async function billingDb<T>(
  env: Record<string, string>,
  read: (db: mongoose.mongo.Db) => Promise<T>,
): Promise<T> {
  const client = new mongoose.mongo.MongoClient(infraEnv().MONGO_URL);
  try {
    await client.connect();
    return await read(client.db(env.MONGO_DB));
  } finally {
    await client.close();
  }
}

/**
 * Verifies a creator in auth, as an admin's decision does, and waits until billing has heard of it
 * (`user.updated`): the platform pays out verified creators only. The probe asks for more than any
 * balance, so it never creates a payout.
 */
export async function verifyCreator(api: Call, auth: Call, creator: Actor): Promise<void> {
  const verified = await auth(
    'PUT',
    `/internal/users/${creator.id}/verification`,
    { verificationStatus: 'verified', actorId: 'integration-test' },
    withInternalToken(),
  );
  expect(verified.status).toBe(200);
  const probe = await eventually(
    () => api('POST', '/api/billing/payouts', { amountCents: 1_000_000 }, { token: creator.token }),
    (answer) => answer.status !== 403,
  );
  expect(probe.status).toBe(400);
}
