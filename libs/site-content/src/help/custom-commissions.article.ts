import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'custom-commissions',
  title: 'Custom requests and commissions',
  category: 'Creators',
  summary:
    'How creators and fans can arrange custom, made-to-order content on Tessera safely: agreeing the details in Messages and keeping payment on the platform.',
  keywords: [
    'custom content',
    'commission',
    'custom request',
    'personalised content',
    'made to order',
    'pay-per-view',
    'tip',
    'request content',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'How custom work fits into Tessera',
      paragraphs: [
        'Many creators offer personalised work: a drawing of a fan’s character, a tutorial on a technique someone asked about, a shout-out video. Tessera doesn’t have a separate commissions shop. Instead, you agree the request in Messages and take payment through the tools Tessera already provides, tips and pay-per-view, so every payment is recorded and covered by Tessera’s policies.',
        'Creators decide whether they take custom requests at all. If a creator hasn’t mentioned it in their bio or posts, ask politely and accept a no.',
      ],
    },
    {
      heading: 'For fans: making a request',
      paragraphs: ['A clear request gets a faster, better answer.'],
      steps: [
        'Subscribe to the creator. Messaging a creator needs an active subscription, and some creators only accept messages from certain subscriber plans.',
        'Open /messages and write to the creator. Describe what you’d like, any deadline, and how you’d use it (personal only, or shared publicly).',
        'Wait for the creator to confirm what they’ll deliver, when and at what price. Ask questions now rather than after paying.',
        'Pay only through Tessera, in the way the creator tells you: a tip or a pay-per-view unlock.',
        'Once delivered, a quick thank-you or a reaction helps the creator know it landed well.',
      ],
    },
    {
      heading: 'For creators: running requests well',
      paragraphs: [
        'Treat custom work as a small project with a written agreement. The message thread is your record, so keep the whole conversation on Tessera.',
      ],
      bullets: [
        'State what’s included before you start: format, length or size, number of revisions and delivery time.',
        'Agree the price in writing in the conversation before any work begins.',
        'Deliver through Tessera, for example as a pay-per-view post or a file in Messages. Files follow the usual formats (JPG, PNG, WebP, GIF, MP4, WebM and MOV) and your plan’s file size limit.',
        'Pin active requests in Messages so they don’t get buried, and archive them when finished.',
        'Turn down anything that breaks the community guidelines, however much is offered. Custom content follows exactly the same rules as everything else on Tessera.',
      ],
    },
    {
      heading: 'Keep payments on Tessera',
      paragraphs: [
        'Never ask for or send payment outside Tessera for work arranged here, whether by bank transfer, gift cards or another app. Off-platform payments can’t be tracked or refunded, leave both sides without protection if something goes wrong, and are a common pattern in scams. Requests to move payment elsewhere break the community guidelines; please report them.',
        'Income from custom work counts as earnings like any other. The usual platform fee for your creator plan and payment processing of {{fees.payment}} apply, and it shows up in your earnings reports.',
      ],
    },
    {
      heading: 'When something goes wrong',
      paragraphs: [
        'Most problems are misunderstandings that a friendly message can fix, so talk to each other first. If a paid request isn’t delivered or is very different from what was agreed, contact support@tessera.example with the conversation details and the transaction from /billing?tab=transactions; our refund policy explains how we handle these cases. Report harassment or pressure to create content you didn’t agree to straight away.',
      ],
    },
  ],
  related: ['messaging-creators', 'community-guidelines', 'refund-policy', 'creator-earnings'],
  updatedAt: '2026-11-20',
};
