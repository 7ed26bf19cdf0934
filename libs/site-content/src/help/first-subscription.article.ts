import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'first-subscription',
  title: 'Subscribing to your first creator',
  category: 'Getting started',
  summary:
    'How to find a creator, choose a subscription, pay, and start seeing their posts, plus how billing periods, cancelling and resuming work.',
  keywords: [
    'subscribe',
    'first subscription',
    'follow creator',
    'join creator',
    'checkout',
    'unlock content',
    'billing period',
    'cancel subscription',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Two things to know first',
      paragraphs: [
        'On Tessera there is one paywall per creator. Your subscription to a creator, on one of the tiers they set, opens what that tier promises (all their posts, their premium posts, or the posts made for that tier) and lets you message them. No platform plan is needed for that.',
        'A subscriber plan (Basic, Pro or VIP) is optional and works across creators: Pro adds premium posts and VIP exclusive posts for every creator you subscribe to, and each plan sets how much you can message. Pro costs {{tier.pro-subscriber.price}} a month and VIP {{tier.vip-subscriber.price}}, compared with {{tier.basic-subscriber.price}} for Basic.',
      ],
    },
    {
      heading: 'Find a creator you like',
      paragraphs: [
        'Browse /explore for featured and trending creators, or select the Neural Search button in the header and search for a name, a topic or a style. Open a creator’s profile to read their bio, see their public posts and check which subscription options they offer. Public posts are free to view, so they’re a good way to get a feel for someone’s work before you pay.',
      ],
    },
    {
      heading: 'Subscribe step by step',
      paragraphs: [
        'You’ll need to be signed in. If you aren’t, Tessera sends you to /login first.',
      ],
      steps: [
        'On the creator’s profile, choose to subscribe. This opens their subscription page at /subscribe followed by the creator’s id.',
        'Compare the options the creator offers. Each lists its price and what it includes.',
        'Select an option and continue to payment.',
        'Pay with a saved card, or add a new one. Card payments are processed securely by Stripe.',
        'Wait for the confirmation. Your subscription starts straight away and the creator’s subscriber posts appear in your feed at /feed.',
      ],
    },
    {
      heading: 'How billing periods work',
      paragraphs: [
        'A subscription runs in periods of {{subscription.periodDays}} days, starting on the day you subscribe, and renews automatically at the end of each period until you cancel. You can see every active subscription and its next renewal date at /my-subscriptions, and every payment at /billing?tab=transactions.',
        'Cancelling doesn’t cut you off immediately. You keep access until the end of the period you’ve already paid for, and the subscription simply doesn’t renew. Changed your mind before the period ends? Resume the subscription from the same page and it carries on as if you’d never cancelled.',
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: ['Here’s what the most common messages mean.'],
      bullets: [
        '‘Payment failed’ followed by a message from the payment provider: your bank declined the payment. Check the card details and available funds, or try another method.',
        '‘There was a problem processing your payment. Please try again.’: nothing was charged. Wait a moment and retry.',
        '‘Pro Subscriber tier or higher required’ or ‘VIP Subscriber tier required for exclusive content’ on a post: your tier of the creator doesn’t include it. The locked post offers the creator’s tier that does, with its price; a higher subscriber plan from /billing opens it too.',
        '‘Active subscription required’: you aren’t currently subscribed, or your subscription ended. Check /my-subscriptions.',
        'Charged but no access after a few minutes: sign out and back in, then contact support@tessera.example with the date and amount from your transaction list.',
      ],
    },
  ],
  related: [
    'subscription-tiers-overview',
    'subscription-management',
    'payment-methods',
    'finding-creators',
  ],
  updatedAt: '2026-11-27',
};
