import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'creator-earnings',
  title: 'Understanding your earnings and payouts',
  category: 'Creators',
  summary:
    'Where your income on Tessera comes from, which fees are deducted, and how to request a payout of your balance.',
  keywords: [
    'earnings',
    'payout',
    'withdraw',
    'income',
    'platform fee',
    'revenue',
    'get paid',
    'minimum payout',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Where your earnings come from',
      paragraphs: ['As a creator you earn from three sources, all paid through Tessera:'],
      bullets: [
        'Subscriptions: subscribers pay you for each billing period of {{subscription.periodDays}} days while they stay subscribed.',
        'Tips: one-off amounts fans send to say thank you.',
        'Pay-per-view: one-time payments to unlock an individual post.',
      ],
    },
    {
      heading: 'What is deducted',
      paragraphs: [
        'Your gross revenue is everything subscribers paid you. Two fees come off it before it reaches your balance:',
      ],
      bullets: [
        'The platform fee, which depends on your creator plan: {{tier.basic-creator.platformFee}} on Basic Creator, {{tier.pro-creator.platformFee}} on Pro Creator and {{tier.premium-creator.platformFee}} on Premium Creator.',
        'Payment processing of {{fees.payment}} per transaction, which covers the card network’s costs.',
      ],
    },
    {
      heading: 'Where to see your numbers',
      paragraphs: [
        'Open /earnings for your balance and revenue. Reports break each period down into gross revenue, platform fees, payment processing fees and net revenue, and split your income between subscriptions, tips and one-time purchases. They also show how many subscribers you have, how many joined or left, and your average revenue per subscriber. Creator Studio at /creator-dashboard gives you the headline figures at a glance.',
        'Read these numbers together: a rise in gross revenue with a rise in subscribers leaving can mean a promotion brought in people who didn’t stay.',
      ],
    },
    {
      heading: 'Request a payout',
      paragraphs: [
        'Once your available balance reaches the minimum payout of {{payout.minimum}}, you can withdraw it.',
      ],
      steps: [
        'Go to /earnings and check your available balance and payout method.',
        'Choose to request a payout and enter the amount.',
        'Review the summary. A payout request fee of {{fees.payoutRequest}} is deducted, and the summary shows the net amount you’ll receive.',
        'Confirm. The payout is created as pending and scheduled for {{payout.delayDays}} days later. Payouts are processed on a weekly schedule.',
        'Follow its status on the earnings page until the payout is completed.',
      ],
    },
    {
      heading: 'Common questions',
      paragraphs: ['A few things creators often ask about.'],
      bullets: [
        'Why can’t I request a payout? Your available balance is probably still below the {{payout.minimum}} minimum.',
        'Why is there a delay? The scheduled delay gives time to deal with refunds and disputes before money leaves Tessera.',
        'Would a different plan change what I keep? Higher creator plans have a lower platform fee, so as your revenue grows it’s worth comparing the plan price with the fee you’d save.',
        'Do I need to pay tax on my earnings? Usually, yes, but the rules depend on where you live. Keep your reports and talk to a tax adviser; see /tax-info for general pointers.',
        'Something doesn’t add up? Email support@tessera.example with the period and the figure you expected.',
      ],
    },
  ],
  related: ['creator-earnings-enhanced', 'pricing-strategies', 'tax-information', 'payment-system'],
  updatedAt: '2026-11-20',
};
