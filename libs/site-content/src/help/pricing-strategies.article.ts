import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'pricing-strategies',
  title: 'Pricing your subscriptions: strategies that work',
  category: 'Creators',
  summary:
    'How to set prices for your subscription tiers, structure what each tier includes, and use tips and pay-per-view alongside subscriptions without putting fans off.',
  keywords: [
    'pricing',
    'set price',
    'subscription price',
    'creator tiers',
    'how much to charge',
    'pay-per-view',
    'tiers benefits',
    'raise prices',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'How creator tiers work',
      paragraphs: [
        'Your subscribers choose from the tiers you create. Each tier has a name, a short description, a monthly price, a list of benefits, a colour that helps it stand out, and a setting for which of your content it unlocks: only posts assigned to that tier, all of your subscriber content, or premium posts only. You can switch a tier off without deleting it, which stops new sign-ups while you rethink it.',
        'Manage your tiers from Subscription Settings at /subscription-settings, under Creator Tools in the sidebar. Offering several tiers with different content access needs Pro Creator or Premium Creator; Basic Creator doesn’t include content tiers.',
      ],
    },
    {
      heading: 'Set up a tier',
      paragraphs: ['You can change any of these later, so don’t wait for the perfect wording.'],
      steps: [
        'Open /subscription-settings and choose to create a tier.',
        'Give it a clear name that says what people get, rather than a label only you understand.',
        'Enter the monthly price in your currency, including cents if you want them.',
        'List the benefits as concrete promises you can keep every month, such as how often you post or what’s included.',
        'Choose what content the tier unlocks and pick a colour.',
        'Save, then preview your profile to check how the tier looks to visitors.',
      ],
    },
    {
      heading: 'Strategies that tend to work',
      paragraphs: [
        'There’s no single right price; it depends on your niche, how often you post and how close your audience feels to you. These principles help:',
      ],
      bullets: [
        'Start with a low-commitment entry tier so new fans can try you out, then build up. Three tiers is usually enough; too many choices slows people down.',
        'Make each step up obviously worth it. A higher tier should add something people can see, such as extra posts, earlier access or more personal interaction, not just a bigger badge.',
        'Keep your public posts as a shop window. A few free samples of your best work convert better than a locked, empty profile.',
        'Use tips and pay-per-view for one-off extras instead of raising the subscription for everyone.',
        'Be consistent. A posting schedule you can keep is worth more than an ambitious one you abandon.',
      ],
    },
    {
      heading: 'Know what you actually keep',
      paragraphs: [
        'Work out your price from what reaches you. On each subscription, the platform fee for your plan ({{tier.basic-creator.platformFee}} on Basic Creator, {{tier.pro-creator.platformFee}} on Pro Creator, {{tier.premium-creator.platformFee}} on Premium Creator) and payment processing of {{fees.payment}} are deducted. Work this out for your actual price: a fee with a fixed amount per payment weighs more heavily on a low price. If you’re paying for Pro Creator at {{tier.pro-creator.price}} or Premium Creator at {{tier.premium-creator.price}} a month, include that cost in your sums too.',
      ],
    },
    {
      heading: 'Review and adjust',
      paragraphs: [
        'Check /creator/analytics and /earnings regularly. Watch new subscribers, subscribers leaving, and average revenue per subscriber by tier. If a tier attracts almost nobody, its benefits probably aren’t clear; if many people leave after their first {{subscription.periodDays}} days, the content may not match what the tier promised.',
        'When you change a price, tell your subscribers ahead of time and explain what they get. Announcing it in your posts or with a bulk message (on Pro Creator and above) avoids surprises.',
      ],
    },
  ],
  related: [
    'creator-earnings',
    'subscription-tiers-overview',
    'understanding-analytics',
    'bulk-messaging',
  ],
  updatedAt: '2026-11-20',
};
