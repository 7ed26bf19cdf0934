import type {
  AdminDisputeQuery,
  AdminPaymentQuery,
  AdminPayoutQuery,
  AdminRefundQuery,
  AdminTicketQueryParams,
  AdminUserListParams,
  AppealDto,
  CreatorSubscribersQueryParams,
  ListContentQueryParams,
  QueueQueryParams,
  ReportQueryParams,
  SearchQueryParams,
  SubscribersQueryParams,
} from '@tessera/contracts';
import type { AuditFilters } from './admin-audit.api';
import type { QueryParams } from './query-string';

/** Every TanStack Query key the app uses, so invalidations and reads cannot drift apart. */
export const queryKeys = {
  profile: (userId: string) => ['auth', 'profile', userId] as const,
  publicProfile: (userId: string) => ['users', userId] as const,
  googleConfig: ['auth', 'google-config'] as const,
  rememberedDevices: (userId: string) => ['auth', 'devices', userId] as const,
  accountSecurity: {
    twoFactor: (userId: string) => ['auth', 'two-factor', userId] as const,
    sessions: (userId: string) => ['auth', 'sessions', userId] as const,
    passkeys: (userId: string) => ['auth', 'passkeys', userId] as const,
  },
  health: ['health'] as const,
  /** The public platform settings: the feature switches and upload limits. */
  publicSettings: ['support', 'platform-settings'] as const,
  content: {
    /** Prefix of every content query, for invalidating them all after a change. */
    all: ['content'] as const,
    lists: ['content', 'list'] as const,
    list: (query: QueryParams<ListContentQueryParams>) => ['content', 'list', query] as const,
    feed: ['content', 'feed'] as const,
    bookmarks: ['content', 'bookmarks'] as const,
    explore: ['content', 'explore'] as const,
    stats: ['content', 'stats'] as const,
    creatorCounts: (creatorId: string) => ['content', 'creator-counts', creatorId] as const,
    detail: (id: string) => ['content', 'detail', id] as const,
    /** Prefix of every page of one post's comments. */
    commentsOf: (id: string) => ['content', 'comments', id] as const,
    comments: (id: string, page: number) => ['content', 'comments', id, page] as const,
    folders: ['content', 'folders'] as const,
    categories: ['content', 'categories'] as const,
    tags: ['content', 'tags'] as const,
  },
  media: (mediaId: string) => ['upload', 'media', mediaId] as const,
  adminAudit: {
    page: (query: AuditFilters & { page: number; limit: number }) =>
      ['admin', 'audit', 'page', query] as const,
    verification: ['admin', 'audit', 'verification'] as const,
  },
  adminReports: {
    /** Prefix of every page of the moderation queue, read again after any decision. */
    all: ['admin', 'reports'] as const,
    page: (query: QueryParams<QueueQueryParams>) => ['admin', 'reports', query] as const,
  },
  adminSettings: {
    settings: ['admin', 'settings'] as const,
    tags: ['admin', 'tags'] as const,
  },
  adminSystem: {
    health: ['admin', 'system', 'health'] as const,
    /** Prefix of every incident list, read again after an incident changes. */
    allIncidents: ['admin', 'system', 'incidents'] as const,
    incidents: (status: string) => ['admin', 'system', 'incidents', status] as const,
    /** Prefix of every dead-letter list, read again after a replay. */
    allDeadLetters: ['admin', 'system', 'dead-letters'] as const,
    deadLetters: (service: string, topic: string) =>
      ['admin', 'system', 'dead-letters', service, topic] as const,
  },
  adminPayouts: {
    /** Prefix of every payouts page, read again after a hold or release. */
    all: ['admin', 'payouts'] as const,
    page: (query: QueryParams<AdminPayoutQuery>) => ['admin', 'payouts', query] as const,
  },
  adminDisputes: {
    /** Prefix of every disputes query, read again after evidence is submitted. */
    all: ['admin', 'disputes'] as const,
    page: (query: QueryParams<AdminDisputeQuery>) => ['admin', 'disputes', 'page', query] as const,
    dispute: (id: string) => ['admin', 'disputes', 'dispute', id] as const,
  },
  adminPayments: {
    /** Prefix of every payments query, read again after a refund. */
    all: ['admin', 'payments'] as const,
    page: (query: QueryParams<AdminPaymentQuery>) => ['admin', 'payments', 'page', query] as const,
    payment: (id: string) => ['admin', 'payments', 'payment', id] as const,
  },
  adminRefunds: {
    /** Prefix of every refunds page, read again after a refund or a decision. */
    all: ['admin', 'refunds'] as const,
    page: (query: QueryParams<AdminRefundQuery>) => ['admin', 'refunds', query] as const,
  },
  adminTickets: {
    /** Prefix of every desk query, read again after any change to a ticket. */
    all: ['admin', 'tickets'] as const,
    page: (query: QueryParams<AdminTicketQueryParams>) =>
      ['admin', 'tickets', 'page', query] as const,
    ticket: (id: string) => ['admin', 'tickets', 'ticket', id] as const,
    stats: ['admin', 'tickets', 'stats'] as const,
  },
  supportTickets: {
    /** Prefix of the user's own ticket queries. */
    all: ['support', 'tickets'] as const,
    list: (page: number) => ['support', 'tickets', 'list', page] as const,
    ticket: (id: string) => ['support', 'tickets', 'ticket', id] as const,
  },
  adminVerifications: {
    all: ['admin', 'verifications'] as const,
    queue: (status: string) => ['admin', 'verifications', status] as const,
  },
  myVerification: ['verification', 'mine'] as const,
  adminUsers: {
    /** Prefix of every admin users query, read again after any change to an account. */
    all: ['admin', 'users'] as const,
    list: (query: QueryParams<AdminUserListParams>) => ['admin', 'users', 'list', query] as const,
    detail: (id: string) => ['admin', 'users', 'detail', id] as const,
    overview: ['admin', 'users', 'overview'] as const,
    appeals: (state: AppealDto['state']) => ['admin', 'users', 'appeals', state] as const,
  },
  search: {
    results: (query: QueryParams<SearchQueryParams>) => ['search', 'results', query] as const,
    suggestions: (q: string) => ['search', 'suggest', q] as const,
  },
  realData: {
    /** Every page of the creators list loaded so far, for "Load more". */
    creators: (pageSize: number) => ['real-data', 'creators', pageSize] as const,
    platformStats: ['real-data', 'platform-stats'] as const,
  },
  presence: {
    /** Prefix of every presence query, refreshed when a `presence` event arrives. */
    all: ['presence'] as const,
    status: (userId: string) => ['presence', 'status', userId] as const,
    bulk: (userIds: readonly string[]) => ['presence', 'bulk', [...userIds].sort()] as const,
  },
  messages: {
    /** Prefix of every messaging query. */
    all: ['messages'] as const,
    conversations: ['messages', 'conversations'] as const,
    /** The pages of one conversation's history, newest page first. */
    thread: (conversationId: string) => ['messages', 'thread', conversationId] as const,
    broadcasts: ['messages', 'broadcasts'] as const,
  },
  notifications: {
    /** Prefix of every notifications query. */
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    settings: ['notifications', 'settings'] as const,
  },
  billing: {
    /** Prefix of every billing query, for refreshing all of them after a payment settles. */
    all: ['billing'] as const,
    checkoutConfig: ['billing', 'checkout-config'] as const,
    creatorTiers: (creatorId: string) => ['billing', 'creator-tiers', creatorId] as const,
    ownTiers: ['billing', 'own-tiers'] as const,
    creatorBundles: (creatorId: string) => ['billing', 'offers', 'bundles', creatorId] as const,
    ownOfferLinks: ['billing', 'offers', 'links'] as const,
    offerLink: (code: string) => ['billing', 'offers', 'link', code] as const,
    status: ['billing', 'subscription-status'] as const,
    paymentMethods: ['billing', 'payment-methods'] as const,
    payment: (paymentId: string) => ['billing', 'payment', paymentId] as const,
    /** Prefix of every page of the transaction history. */
    transactionPages: ['billing', 'transactions'] as const,
    transactions: (page: number, limit: number) =>
      ['billing', 'transactions', page, limit] as const,
    subscriberPages: ['billing', 'subscribers'] as const,
    subscribers: (query: QueryParams<SubscribersQueryParams>) =>
      ['billing', 'subscribers', query] as const,
    earnings: ['billing', 'earnings'] as const,
    payouts: ['billing', 'payouts'] as const,
    payoutAccount: ['billing', 'payout-account'] as const,
    revenueReport: (query: QueryParams<ReportQueryParams>) =>
      ['billing', 'revenue', query] as const,
    analytics: ['billing', 'analytics'] as const,
  },
  /** Creator Studio's figures; under `billing` so a settled payment refreshes them too. */
  creatorStats: {
    earnings: ['billing', 'creator-stats', 'earnings'] as const,
    subscriberChanges: ['billing', 'creator-stats', 'subscriber-changes'] as const,
    topFans: ['billing', 'creator-stats', 'top-fans'] as const,
    subscribers: (query: QueryParams<CreatorSubscribersQueryParams>) =>
      ['billing', 'creator-stats', 'subscribers', query] as const,
  },
};
