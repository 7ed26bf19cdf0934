import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'payment-system',
  title: 'How payments work on Tessera',
  category: 'Subscriptions & billing',
  summary:
    'An overview of what you can pay for on Tessera, how charges and renewals work, which fees apply, and where to find every transaction.',
  keywords: [
    'payments',
    'billing',
    'how payments work',
    'fees',
    'annual billing',
    'transactions',
    'currency',
    'receipts',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What you can pay for',
      paragraphs: [
        'Every payment on Tessera goes through the platform, which protects both subscribers and creators. There are four kinds of payment:',
      ],
      bullets: [
        'Your Tessera plan: a subscriber plan (Basic {{tier.basic-subscriber.price}}, Pro {{tier.pro-subscriber.price}} or VIP {{tier.vip-subscriber.price}} a month) or, for creators, Pro Creator ({{tier.pro-creator.price}}) or Premium Creator ({{tier.premium-creator.price}}). Basic Creator costs {{tier.basic-creator.price}}.',
        'Subscriptions to individual creators, at the prices each creator sets.',
        'Tips, one-off payments to thank a creator.',
        'Pay-per-view posts, which you unlock individually with a one-time payment.',
      ],
    },
    {
      heading: 'How a charge happens',
      paragraphs: [
        'Card payments are processed by Stripe; Tessera never sees or stores your full card number. When you confirm a purchase, the payment is authorised with your chosen method. Some banks ask for an extra confirmation in their app; once that’s done, your access starts immediately and the payment appears in /billing?tab=transactions.',
        'Plan prices are set in euros, with a US dollar equivalent for reference. If your card is in another currency, your bank converts the amount and may add its own fee.',
      ],
    },
    {
      heading: 'Renewals and annual billing',
      paragraphs: [
        'Monthly plans and creator subscriptions renew every {{subscription.periodDays}} days using your default payment method until you cancel. Cancelling stops the next renewal; you keep what you’ve paid for until the end of the current period.',
        'The plans dialog has a Monthly/Annual toggle. Paying for a plan annually gives you {{annual.discount}} off twelve monthly payments. Switch the toggle to see the yearly price before you select ‘Continue to Checkout’.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'The price shown at checkout is what a subscriber pays. Fees are deducted from what the creator receives, and creators see each one itemised in their earnings:',
      ],
      bullets: [
        'A platform fee on creator earnings that depends on the creator’s plan: {{tier.basic-creator.platformFee}} on Basic Creator, {{tier.pro-creator.platformFee}} on Pro Creator and {{tier.premium-creator.platformFee}} on Premium Creator.',
        'A payment processing fee of {{fees.payment}} per transaction, covering the cost of card processing.',
        'A payout request fee of {{fees.payoutRequest}} when a creator withdraws earnings. The minimum payout is {{payout.minimum}}.',
      ],
    },
    {
      heading: 'Your transaction history',
      paragraphs: [
        'Open /billing?tab=transactions to see every payment: the date, what it was for (a subscription or a tip, for example), the amount, the payment method used and its status. This is the record to check if you don’t recognise a charge or need details for your own accounts.',
        'If a charge looks wrong, have a look at the refund policy, then contact support@tessera.example with the transaction date and amount. Please contact us before disputing a charge with your bank; we can usually sort it out faster.',
      ],
    },
  ],
  related: ['payment-methods', 'refund-policy', 'subscription-management', 'creator-earnings'],
  updatedAt: '2026-11-20',
};
