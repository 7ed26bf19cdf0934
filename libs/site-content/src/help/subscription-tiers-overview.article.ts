import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'subscription-tiers-overview',
  title: 'Subscription tiers explained',
  category: 'Subscriptions & billing',
  summary:
    'A side-by-side look at the three subscriber plans and the three creator plans: prices, what each one unlocks and which limits apply.',
  keywords: [
    'tiers',
    'plans',
    'pricing',
    'basic',
    'pro',
    'vip',
    'premium creator',
    'compare plans',
    'annual billing',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Two families of plans',
      paragraphs: [
        'Every Tessera account is either a subscriber account or a creator account, and each has three plans. Subscriber plans are optional for fans: subscribing to a creator, on one of the tiers they set, opens what that tier promises and lets you message them. A subscriber plan adds perks across every creator: premium or exclusive posts of the creators you subscribe to, video quality and how much you can message. Creator plans decide how much you can upload, which tools you get and the platform fee taken from your earnings.',
        'You can compare all six plans at any time: choose ‘View Subscriber Plans’ or ‘View Creator Plans’ on the home page, or look at the tier cards while registering. Prices are monthly; switch the dialog to annual billing to see the yearly price, which is {{annual.discount}} lower than paying monthly.',
      ],
    },
    {
      heading: 'Subscriber plans',
      paragraphs: [],
      bullets: [
        '{{tier.basic-subscriber.name}} — {{tier.basic-subscriber.price}} a month. Opens content for subscribers, SD video, new conversations per day: {{tier.basic-subscriber.conversationsPerDay}}, attachments up to {{tier.basic-subscriber.maxFileSize}} (JPG and PNG).',
        '{{tier.pro-subscriber.name}} — {{tier.pro-subscriber.price}} a month. Everything in Basic plus premium content, HD video, new conversations per day: {{tier.pro-subscriber.conversationsPerDay}}, attachments up to {{tier.pro-subscriber.maxFileSize}} (adds GIF and MP4).',
        '{{tier.vip-subscriber.name}} — {{tier.vip-subscriber.price}} a month. Everything in Pro plus exclusive content, UHD video, new conversations per day: {{tier.vip-subscriber.conversationsPerDay}}, attachments up to {{tier.vip-subscriber.maxFileSize}} (adds WebM).',
      ],
    },
    {
      heading: 'Creator plans',
      paragraphs: [],
      bullets: [
        '{{tier.basic-creator.name}} — {{tier.basic-creator.price}}. Platform fee {{tier.basic-creator.platformFee}}, uploads per day: {{tier.basic-creator.uploadsPerDay}}, storage {{tier.basic-creator.storage}}. No live streaming, bulk messaging, custom branding or content tiers.',
        '{{tier.pro-creator.name}} — {{tier.pro-creator.price}} a month. Platform fee {{tier.pro-creator.platformFee}}, uploads per day: {{tier.pro-creator.uploadsPerDay}}, storage {{tier.pro-creator.storage}}. Adds live streaming, bulk messaging, custom branding and content tiers.',
        '{{tier.premium-creator.name}} — {{tier.premium-creator.price}} a month. Platform fee {{tier.premium-creator.platformFee}}, uploads per day: {{tier.premium-creator.uploadsPerDay}}, storage {{tier.premium-creator.storage}}. Everything in Pro with the highest allowances and MOV attachments.',
      ],
    },
    {
      heading: 'What the content levels mean',
      paragraphs: [
        'Creators choose a privacy level for each post. Your tier of the creator decides first (‘All subscriber posts’ opens every level, ‘Premium posts only’ premium and subscriber posts, ‘Posts made for this tier’ subscriber posts and those made for it); a plan adds these levels for any creator you subscribe to:',
      ],
      bullets: [
        'Public posts: anyone, even without an account.',
        'Subscriber posts: any tier of the creator.',
        'Premium posts: {{tier.pro-subscriber.name}} or {{tier.vip-subscriber.name}}.',
        'Exclusive posts: {{tier.vip-subscriber.name}} only.',
      ],
    },
    {
      heading: 'Choosing and changing plans',
      paragraphs: [],
      steps: [
        'Think about what you actually use: if you mostly follow a few creators and read their posts, {{tier.basic-subscriber.name}} is enough; if they post premium content or you message them often, look at {{tier.pro-subscriber.name}}.',
        'For creators, compare the platform fee difference with the monthly price: once your earnings are high enough, a lower fee on a higher plan can cost less overall (see Creator earnings — complete guide).',
        'Open the pricing dialog, select the plan and choose ‘Continue to Checkout’. Your current plan is marked ‘Current Plan’.',
        'To cancel or resume, see Managing your subscriptions.',
      ],
    },
  ],
  related: [
    'subscription-management',
    'first-subscription',
    'pricing-strategies',
    'creator-earnings',
  ],
  updatedAt: '2026-11-27',
};
