import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'understanding-analytics',
  title: 'Understanding your analytics',
  category: 'Creators',
  summary:
    'What each number in your creator analytics means — views, engagement, subscribers, churn and revenue — and how to turn them into better decisions.',
  keywords: [
    'analytics',
    'statistics',
    'insights',
    'views',
    'engagement',
    'churn',
    'revenue report',
    'subscribers growth',
    'top content',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Where to find your analytics',
      paragraphs: [
        'Open Creator Studio (/creator-dashboard) for a quick summary, or go to /creator/analytics from the Creator Tools in the sidebar for the full picture. How much detail you see depends on your creator plan: {{tier.basic-creator.name}} includes the essentials, and higher plans add more advanced reports. The /analytics-guide page gives a broader introduction.',
      ],
    },
    {
      heading: 'Content numbers',
      paragraphs: [],
      bullets: [
        'Total, published, draft and archived content: the size and state of your library.',
        'Views: how many times your posts were opened.',
        'Likes, comments and shares: how people reacted.',
        'Average engagement: reactions relative to views across your posts. A post with fewer views but high engagement is often worth repeating.',
        'Top-performing content: your posts ranked by how well they did — the quickest guide to what your audience wants.',
        'Recent activity: the latest interactions with your content.',
      ],
    },
    {
      heading: 'Subscriber and revenue numbers',
      paragraphs: [],
      bullets: [
        'Subscribers, new subscribers and churned subscribers: how many people are subscribed, how many joined and how many left in the period.',
        'Churn rate: the share of subscribers who left during the period. Lowering churn usually grows income faster than finding new fans.',
        'Gross revenue: everything fans paid you before fees, split into subscription, tip and one-time revenue.',
        'Platform fees and payment processing fees: what was deducted (your plan’s platform fee and {{fees.payment}} per payment for processing).',
        'Net revenue: what you earned after fees.',
        'Average revenue per user and lifetime value: what a typical subscriber pays per period and over their whole time with you.',
        'Revenue by tier: which of your own tiers bring in the most.',
      ],
    },
    {
      heading: 'Turn the numbers into decisions',
      paragraphs: [],
      steps: [
        'Pick one period, such as the last 30 days, and note your views, subscribers, churn rate and net revenue as a baseline.',
        'Look at your top-performing content and find what the best posts have in common: format, topic, length or posting time.',
        'Plan your next posts around those patterns and schedule them for the times your audience is most active.',
        'If churn rises, look at what changed: fewer posts, a price change or a gap in messaging.',
        'Compare against your baseline after the next period, and keep what worked.',
      ],
    },
    {
      heading: 'When numbers look wrong',
      paragraphs: [
        'Figures are updated as activity comes in, so a post published minutes ago may not show its views yet. Revenue appears once a payment has been processed, and refunds reduce it again. If a number still looks wrong after a day, write to support@tessera.example with the report, the period and what you expected to see.',
      ],
    },
  ],
  related: ['creator-earnings', 'pricing-strategies', 'scheduling-features', 'tax-information'],
  updatedAt: '2026-11-20',
};
