import { z } from 'zod';
import { paginatedSchema } from './api-response';
import { SUBSCRIPTION_DTO_STATUSES } from './billing-dto';

const cents = z.int();
const count = z.int().min(0);

/** What a creator sells, as the studio splits earnings. */
export const EARNING_KINDS = ['subscriptions', 'tips', 'pay_per_view'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** Net earnings (after the processor's and the platform's fees, less refunds) of one window. */
export const earningsWindowSchema = z.object({
  totalCents: cents,
  byKind: z.object({ subscriptions: cents, tips: cents, pay_per_view: cents }),
});

/** The signed-in creator's earnings today and this month (UTC), by kind. */
export const creatorEarningsSummarySchema = z.object({
  currency: z.string(),
  today: earningsWindowSchema,
  month: earningsWindowSchema,
});
export type CreatorEarningsSummaryDto = z.infer<typeof creatorEarningsSummarySchema>;

/** Subscriptions that started paying and that ended, today and this month (UTC). */
export const subscriberChangesSchema = z.object({
  today: z.object({ new: count, lost: count }),
  month: z.object({ new: count, lost: count }),
});
export type SubscriberChangesDto = z.infer<typeof subscriberChangesSchema>;

/** A fan ranked by what they paid the creator in all (subscriptions, tips, unlocks, less refunds). */
export const topFanSchema = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  username: z.string().nullable(),
  lifetimeSpendCents: cents,
});
export type TopFanDto = z.infer<typeof topFanSchema>;
export const topFansSchema = z.object({ currency: z.string(), fans: z.array(topFanSchema) });
export type TopFansDto = z.infer<typeof topFansSchema>;

/** One row of the creator's subscriber list: who, on which tier, since when, and their spend. */
export const creatorSubscriberSchema = z.object({
  subscriptionId: z.string(),
  subscriberId: z.string(),
  displayName: z.string().nullable(),
  username: z.string().nullable(),
  tierId: z.string(),
  tierName: z.string(),
  status: z.enum(SUBSCRIPTION_DTO_STATUSES),
  since: z.iso.datetime(),
  lifetimeSpendCents: cents,
});
export type CreatorSubscriberDto = z.infer<typeof creatorSubscriberSchema>;
export const creatorSubscriberPageSchema = paginatedSchema(creatorSubscriberSchema);
export type CreatorSubscriberPageDto = z.infer<typeof creatorSubscriberPageSchema>;

export const creatorSubscribersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CreatorSubscribersQueryParams = z.input<typeof creatorSubscribersQuerySchema>;

/** The CSV export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'Name',
  'Username',
  'Tier',
  'Status',
  'Subscribed since',
  'Lifetime spend',
  'Currency',
] as const;
