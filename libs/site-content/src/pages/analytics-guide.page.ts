import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/analytics-guide',
  title: 'Creator analytics guide',
  intro:
    'Your analytics answer three questions: what people enjoy, who stays, and where your money comes from. This guide explains where to find each number, what it means and how to act on it.',
  sections: [
    {
      heading: 'Where to find your numbers',
      paragraphs: [
        'Analytics are available to creator accounts. How much detail you see depends on your plan: Basic Creator covers the essentials, while Pro Creator and Premium Creator add deeper breakdowns.',
      ],
      bullets: [
        'Creator Studio (/creator-dashboard): a summary of recent activity, subscribers and earnings.',
        'Analytics (/creator/analytics, under Creator Tools in the sidebar): content performance, audience and revenue over time.',
        'Earnings (/earnings): every transaction with its fees and net amount, your balance and your payouts.',
        'Content manager (/content/manage): views, likes, comments and shares for each post.',
      ],
    },
    {
      heading: 'Content metrics',
      paragraphs: ['These show how each post lands with the people who can see it.'],
      bullets: [
        'Views: how many times a post was opened.',
        'Likes, comments and shares: the direct reactions to a post. Comments and shares usually signal stronger interest than likes.',
        'Average engagement: reactions relative to views across your posts. It lets you compare a post seen by a few hundred people with one seen by thousands.',
        'Top-performing content: the posts with the most engagement in the period — your best clue to what to make next.',
        'Published, draft and archived counts: a quick check that your schedule is on track.',
      ],
    },
    {
      heading: 'Audience metrics',
      paragraphs: [
        'These show whether your community is growing, and whether the people who join stay.',
      ],
      bullets: [
        'Subscribers and active subscriptions: everyone currently paying you, including people who have cancelled but still have time left in their period.',
        'New subscribers: people who started a subscription in the period.',
        'Churned subscribers: people whose subscription ended in the period.',
        'Churn rate: churned subscribers as a share of the subscribers you had at the start of the period. Lower is better; a sudden rise usually points to a change you made, such as fewer posts or a price increase.',
      ],
    },
    {
      heading: 'Revenue metrics',
      paragraphs: [
        'Revenue figures follow a simple chain: gross revenue, minus the platform fee for your plan, minus payment processing fees of {{fees.payment}}, equals net revenue — the amount that reaches your balance.',
      ],
      bullets: [
        'Subscription, tip and one-time revenue: gross revenue split by source; one-time covers pay-per-view unlocks.',
        'Average revenue per user (ARPU): revenue divided by the number of paying subscribers. It rises when fans move to higher tiers or tip more.',
        'Lifetime value: the average total a subscriber pays you across their whole subscription. It combines price and how long people stay.',
        'Revenue by tier and revenue over time: which of your tiers earns most, and whether income is growing month on month.',
        'Payment method mix: how your subscribers pay, cards through Stripe or PayPal.',
        'Top-earning content: the pay-per-view posts and series that brought in the most money.',
      ],
    },
    {
      heading: 'Bulk message statistics',
      paragraphs: [
        'On Pro Creator and Premium Creator, every bulk message reports its total recipients and how many messages were delivered, read or failed, plus the replies, reactions and link clicks it received. A high read count with few replies is normal for announcements; a low read count suggests you are sending too often.',
      ],
    },
    {
      heading: 'Turning numbers into decisions',
      paragraphs: ['A short monthly review is enough for most creators:'],
      steps: [
        'Compare this month with last month for new subscribers, churn rate and net revenue.',
        'Open your top-performing posts and note what they share: format, topic, length, privacy level or publishing time.',
        'Plan next month’s posts around what worked, and change one thing at a time so you can tell what made the difference.',
        'If churn rose, check whether your posting rhythm slipped or a tier stopped delivering what it promises.',
        'Check that net revenue in analytics matches the transactions in /earnings before you request a payout.',
      ],
    },
    {
      heading: 'Reading the numbers carefully',
      paragraphs: [
        'Small numbers swing a lot: with a few dozen subscribers, one cancellation changes your churn rate noticeably, so look at trends over several months. Compare periods of the same length, and remember that a post published late in a period has had less time to collect views. For practical ways to act on what you learn, see /best-practices and /help/understanding-analytics.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
