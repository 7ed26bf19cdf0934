import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'content-privacy-levels',
  title: 'Content privacy levels: who can see each post',
  category: 'Content',
  summary:
    'Every post on Tessera has a privacy level: public, subscribers, premium or exclusive. Here’s who can see each one and how creators choose.',
  keywords: [
    'privacy level',
    'who can see',
    'public post',
    'subscribers only',
    'premium content',
    'exclusive content',
    'locked post',
    'visibility',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'The four levels',
      paragraphs: [
        'When a creator publishes a post, they choose how widely it can be seen. The level decides what happens when someone opens it:',
      ],
      bullets: [
        'Public: anyone can view it, including visitors who aren’t signed in. Public posts are a creator’s shop window.',
        'Subscribers: everyone who subscribes to the creator, on any of their tiers, can view it.',
        'Premium: opens to the creator’s subscribers whose tier includes premium posts (‘Premium posts only’ or ‘All subscriber posts’).',
        'Exclusive: the most restricted level, for the creator’s subscribers whose tier includes all subscriber posts.',
        'A post can also be made for particular tiers of the creator: then it opens to those tiers only, whatever its level.',
      ],
    },
    {
      heading: 'How access is checked',
      paragraphs: [
        'Tessera checks access each time someone opens a post, in this order. Public posts are always shown. Anyone not signed in is asked to log in. The creator who made the post, and Tessera’s admin team for moderation, can always see it. Everyone else subscribes to the creator: one subscription, on a tier that covers the post, is all it takes, with no platform plan needed. A Pro Subscriber or VIP Subscriber plan still adds premium or exclusive posts for every creator you subscribe to.',
        'If access is refused, the locked post names the creator’s cheapest tier that opens it, with its monthly price and a button to its checkout, and the price of unlocking the post on its own where the creator sells it. The reason given is one of these:',
      ],
      bullets: [
        '‘Login required to view this content’: sign in at /login.',
        '‘Active subscription required’ or ‘Subscribe to this creator to view this content’: you don’t subscribe to the creator yet, or your subscription has ended.',
        '‘This post is for other tiers of this creator’s subscription’: your tier doesn’t include this post.',
        '‘Pro Subscriber tier or higher required’ or ‘VIP Subscriber tier required for exclusive content’: the post is premium or exclusive and no tier of the creator you hold opens it.',
      ],
    },
    {
      heading: 'For creators: setting the level',
      paragraphs: ['You choose the level when you upload and can change it afterwards.'],
      steps: [
        'Open Upload in the header (/content/upload) and add your files and details.',
        'Choose the privacy level: public, subscribers, premium or exclusive.',
        'Publish now, or set a date and time to schedule it.',
        'To change the level later, open /content/manage, find the post (you can filter the list by privacy level) and edit it.',
      ],
    },
    {
      heading: 'Choosing the right level',
      paragraphs: [
        'A good mix keeps new visitors curious and paying subscribers happy. Post enough public work that someone landing on your profile understands your style. Use the subscribers level for your regular output, and save premium and exclusive for work that clearly goes further, such as longer videos, behind-the-scenes material or early access. If everything is exclusive, most visitors will never see what makes you worth subscribing to.',
        'Remember that a post’s status is separate from its privacy level. A draft or a scheduled post isn’t visible to subscribers until it’s published, whatever level you’ve chosen.',
      ],
    },
    {
      heading: 'A note on privacy',
      paragraphs: [
        'Privacy levels control who can open a post on Tessera. They can’t stop someone who has legitimate access from taking a screenshot, so only publish what you’re comfortable sharing with that audience. The content protection guide explains what else you can do.',
      ],
    },
  ],
  related: [
    'content-protection',
    'subscription-tiers-overview',
    'upload-organize-content',
    'first-subscription',
  ],
  updatedAt: '2026-11-27',
};
