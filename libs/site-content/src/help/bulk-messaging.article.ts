import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'bulk-messaging',
  title: 'Sending bulk messages to your subscribers',
  category: 'Messaging',
  summary:
    'Pro Creator and Premium Creator accounts can send one message to many subscribers at once, now or at a scheduled time, and see how it performed.',
  keywords: [
    'bulk message',
    'broadcast',
    'mass message',
    'message all subscribers',
    'announcement',
    'schedule message',
    'pro creator',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What bulk messaging is for',
      paragraphs: [
        'A bulk message, also called a broadcast, sends the same message to a group of your subscribers in one go. Each person receives it privately, as a message from you, so it feels personal without you having to write dozens of messages. It’s ideal for announcing a new series, a schedule change, a live stream or a price change.',
      ],
    },
    {
      heading: 'Who can use it',
      paragraphs: [
        'Bulk messaging is part of Pro Creator ({{tier.pro-creator.price}} a month) and Premium Creator ({{tier.premium-creator.price}} a month). Basic Creator doesn’t include it. Pro Creator has a daily bulk message allowance, shown on the plan card in the plans dialog; Premium Creator has no daily cap. If you go over the allowance you’ll see ‘Daily bulk message limit reached’ with your limit, and you can send again the next day.',
        'If you try to send a broadcast on Basic Creator, Tessera explains which plan you need. Upgrade from the plans dialog (‘View Creator Plans’) or /billing.',
      ],
    },
    {
      heading: 'Send a bulk message',
      paragraphs: ['You need an active creator plan that includes bulk messaging.'],
      steps: [
        'Open /messages and start a new broadcast.',
        'Give it a title. Only you see the title; it helps you find the broadcast and its results later.',
        'Write the message. Keep the main point in the first line, because that’s what appears in notifications and message previews.',
        'Add attachments if you like, such as an image or a short video. Attachments follow the supported formats and your plan’s file size limit of {{tier.pro-creator.maxFileSize}} on Pro Creator or {{tier.premium-creator.maxFileSize}} on Premium Creator.',
        'Choose the recipients from among your subscribers.',
        'Send it now, or set a date and time to schedule it. A scheduled broadcast waits in a scheduled state and goes out automatically.',
      ],
    },
    {
      heading: 'See how it performed',
      paragraphs: [
        'Each broadcast keeps its own results: how many people it was sent to, how many messages were delivered and read, how many failed, and how people engaged through replies, reactions and link clicks. Replies arrive as normal conversations in /messages, so you can carry on one-to-one with anyone who responds.',
      ],
    },
    {
      heading: 'Good practice',
      paragraphs: ['Bulk messages are powerful; used carelessly they feel like spam.'],
      bullets: [
        'Send only what’s useful to the people receiving it. Fewer, better messages keep read rates up.',
        'Schedule for when your audience is usually active, which your analytics can help you spot.',
        'Never use broadcasts to pressure people into buying. Clear, honest offers work better and keep you within the community guidelines.',
        'Read replies and answer them. A broadcast that starts conversations is doing its job.',
      ],
    },
  ],
  related: ['bulk-messaging-enhanced', 'message-limits', 'messaging-tips', 'scheduling-features'],
  updatedAt: '2026-11-20',
};
