import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'subscription-management',
  title: 'Managing your subscriptions',
  category: 'Subscriptions & billing',
  summary:
    'See what you are subscribed to, cancel or resume a subscription, change your plan and keep your payment details up to date.',
  keywords: [
    'cancel subscription',
    'resume subscription',
    'renewal',
    'change plan',
    'upgrade',
    'downgrade',
    'my subscriptions',
    'billing period',
    'unsubscribe',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Where to find your subscriptions',
      paragraphs: [
        'Sign in and open /my-subscriptions. Every subscription you hold is listed with the creator, the tier, its status and the dates of the current billing period. Each period lasts {{subscription.periodDays}} days, and a subscription renews automatically at the end of a period unless you have cancelled it.',
        'Your payments are in /billing: the Payment methods tab holds your cards, and the Transactions tab lists every charge, tip and refund.',
      ],
    },
    {
      heading: 'Cancel a subscription',
      paragraphs: [
        'Cancelling stops the next renewal. You keep full access until the end of the period you have already paid for, so there is no reason to wait until the last day.',
      ],
      steps: [
        'Open /my-subscriptions.',
        'Find the subscription and choose Cancel.',
        'Confirm. The subscription now shows the date on which it ends, and you will not be charged again.',
      ],
    },
    {
      heading: 'Changed your mind? Resume it',
      paragraphs: [
        'Until the current period ends, a cancelled subscription can be resumed. Open /my-subscriptions, find the subscription and choose Resume. The cancellation is removed, and the subscription renews at the end of the period as before. There is no new charge for resuming.',
        'Once the period has ended, the subscription is over. To subscribe again, go to the creator’s profile and subscribe as you did the first time.',
      ],
    },
    {
      heading: 'Change your Tessera plan',
      paragraphs: [
        'Your plan ({{tier.basic-subscriber.name}}, {{tier.pro-subscriber.name}} or {{tier.vip-subscriber.name}}) decides what kind of content you can open and how many conversations you can start each day. Premium posts need {{tier.pro-subscriber.name}} or higher, and exclusive posts need {{tier.vip-subscriber.name}}.',
      ],
      steps: [
        'Open the pricing dialog, for example with ‘View Subscriber Plans’ on the home page. Your current plan is marked ‘Current Plan’.',
        'Choose monthly or annual billing. Annual billing saves {{annual.discount}}.',
        'Select the plan you want and choose ‘Continue to Checkout’.',
        'Confirm the payment. When it succeeds, the dialog closes and the page reloads with your new plan.',
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [],
      bullets: [
        '‘There was a problem with your subscription. Please try again.’ — the change did not go through and you were not moved to the new plan. Wait a moment and try again.',
        '‘Payment failed’ followed by a reason — your card provider refused the payment. Check the card details or try another method in /billing?tab=payment-methods.',
        '‘Failed to update your subscription. Please try again.’ — refresh the page; if it keeps happening, write to support@tessera.example.',
        'Charged after cancelling, or charged twice? See Refund policy.',
      ],
    },
  ],
  related: [
    'first-subscription',
    'subscription-tiers-overview',
    'payment-methods',
    'refund-policy',
  ],
  updatedAt: '2026-11-20',
};
