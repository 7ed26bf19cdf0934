import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'creator-earnings-enhanced',
  title: 'Creator earnings — complete guide',
  category: 'Creators',
  summary:
    'For creators who treat Tessera as a business: every income stream, every fee from gross to net, how to choose the creator plan that costs least at your level, how payouts are scheduled, and how to read your revenue reports.',
  keywords: [
    'earnings',
    'income',
    'platform fee',
    'processing fee',
    'payout',
    'withdraw',
    'net revenue',
    'break-even',
    'creator plan',
    'revenue report',
  ],
  readMinutes: 5,
  sections: [
    {
      heading: 'Where your income comes from',
      paragraphs: [
        'Creators on Tessera earn in three ways, and a healthy page usually uses all of them:',
      ],
      bullets: [
        'Subscriptions to your tiers. Each subscription renews every {{subscription.periodDays}} days until the fan cancels, and a cancelled subscription still runs to the end of its paid period. This is your recurring base: predictable, and the number your other decisions should protect.',
        'Tips. One-off payments fans send to say thank you, often after a post, a message or a live stream. Tips rise when fans feel personally connected to you.',
        'Pay-per-view and other one-time sales. Individual posts or custom work that fans buy separately from their subscription. They let you earn more from your most engaged fans without raising the price for everyone.',
      ],
    },
    {
      heading: 'From what fans pay to what reaches your bank',
      paragraphs: [
        'Every payment passes through the same steps. Knowing them lets you predict your net income from any gross figure:',
      ],
      steps: [
        'A fan pays by card, through Stripe. The full amount is your gross revenue.',
        'The payment processing fee of {{fees.payment}} per payment covers the card network.',
        'The platform fee is taken as a percentage of the payment: {{tier.basic-creator.platformFee}} on {{tier.basic-creator.name}}, {{tier.pro-creator.platformFee}} on {{tier.pro-creator.name}} or {{tier.premium-creator.platformFee}} on {{tier.premium-creator.name}}.',
        'What is left is your net revenue. It is added to your earnings balance in /earnings.',
        'When you request a payout, the payout request fee of {{fees.payoutRequest}} is deducted from the amount you withdraw, and the rest is paid out to you.',
      ],
    },
    {
      heading: 'Choosing the creator plan that costs you least',
      paragraphs: [
        'Higher creator plans cost a monthly price but take a smaller platform fee. At low earnings the free plan is cheapest; beyond a certain level of gross revenue, the lower fee saves more than the plan costs. You can work out that point for your own page:',
      ],
      steps: [
        'Take your typical monthly gross revenue from your revenue reports; use an average of the last few months rather than your best month.',
        'Multiply it by the difference in platform fee between your current plan and the plan you are considering. That is what the lower fee would save you each month.',
        'Compare that saving with the difference in monthly price between the two plans ({{tier.pro-creator.name}} costs {{tier.pro-creator.price}} a month, {{tier.premium-creator.name}} {{tier.premium-creator.price}}).',
        'If the saving is larger, the higher plan pays for itself. If it is close, weigh the tools that come with it: live streaming, bulk messaging, custom branding, content tiers, more uploads per day and more storage.',
        'Repeat the check every few months as your page grows.',
      ],
    },
    {
      heading: 'Getting paid',
      paragraphs: [
        'Your balance and payout history are in /earnings (also reachable from Creator Studio at /creator-dashboard). To withdraw, request a payout of at least {{payout.minimum}}. A requested payout is created as pending and scheduled for {{payout.delayDays}} days after your request; payouts are processed on a weekly schedule. The waiting period lets recent payments settle and leaves time to deal with refunds or disputes before money leaves Tessera.',
        'Because the payout request fee is a percentage, requesting often costs no more in fees than requesting rarely; choose a rhythm that suits your cash flow. Each payout in your history shows the amount, the fee, the net amount and the date it is scheduled for, which makes matching payouts to your bank statements straightforward.',
      ],
    },
    {
      heading: 'Reading your revenue reports',
      paragraphs: [
        'Revenue reports in /creator/analytics and /earnings break each period down into gross revenue, platform fees, payment processing fees and net revenue, split by subscription, tip and one-time revenue. Alongside them you will find the metrics professionals watch most closely:',
      ],
      bullets: [
        'Subscriber count, new subscribers and churned subscribers: growth is new minus churned. A page can gain many fans and still shrink.',
        'Churn rate: the share of subscribers lost in a period. Small improvements compound, because every retained fan renews again next period.',
        'Average revenue per user: gross revenue divided by subscribers. It rises with tips, pay-per-view and upgrades to your higher tiers.',
        'Lifetime value: what a typical subscriber pays over their whole time with you. It tells you how much effort a new subscriber is worth.',
        'Revenue by tier: whether your tiers are balanced, or whether one tier does all the work and another needs rethinking.',
      ],
    },
    {
      heading: 'Protecting and growing your income',
      paragraphs: [
        'Refunds and disputes are taken back out of your earnings, so clear tier descriptions and reliable posting protect your income as much as they protect fans. Keep your content within the Community Guidelines, since content removed for breaking them can lead to refunds. Grow revenue with regular scheduled posts, broadcasts that bring fans back, and tier prices you review against your analytics (see Pricing your subscriptions: strategies that work).',
        'Finally, your earnings are taxable income in most countries. Keep your monthly revenue reports and payout history, set money aside as you earn it, and talk to a tax adviser about what applies to you. Tax information for creators lists the records Tessera provides and the questions worth asking.',
      ],
    },
  ],
  related: ['creator-earnings', 'pricing-strategies', 'tax-information', 'understanding-analytics'],
  updatedAt: '2026-11-20',
};
