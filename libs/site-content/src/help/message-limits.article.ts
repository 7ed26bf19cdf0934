import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'message-limits',
  title: 'Messaging limits by plan',
  category: 'Messaging',
  summary:
    'How many conversations you can message each day, which files you can send and how large they can be, depending on your subscriber or creator plan.',
  keywords: [
    'message limit',
    'daily conversation limit',
    'cannot send message',
    'file size limit',
    'media sharing',
    'attachment',
    'upgrade messaging',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Why there are limits',
      paragraphs: [
        'Messaging limits keep inboxes manageable for creators and protect everyone from spam. They depend on your plan: the number of different conversations you can message in a day, whether you can send files, and how large those files can be. Messaging a creator you subscribe to needs no plan (the {{tier.basic-subscriber.name}} limits then apply); messaging anyone else requires an active plan.',
      ],
    },
    {
      heading: 'Subscriber plans',
      paragraphs: ['Here’s what each subscriber plan allows.'],
      bullets: [
        'Basic Subscriber: {{tier.basic-subscriber.conversationsPerDay}} conversations a day; attachments up to {{tier.basic-subscriber.maxFileSize}} in JPG or PNG.',
        'Pro Subscriber: {{tier.pro-subscriber.conversationsPerDay}} conversations a day; attachments up to {{tier.pro-subscriber.maxFileSize}}, adding GIF images and MP4 video.',
        'VIP Subscriber: {{tier.vip-subscriber.conversationsPerDay}} conversations a day; attachments up to {{tier.vip-subscriber.maxFileSize}}, adding WebM video.',
      ],
    },
    {
      heading: 'Creator plans',
      paragraphs: ['Creators need room to reply to their fans, so creator plans allow more.'],
      bullets: [
        'Basic Creator: {{tier.basic-creator.conversationsPerDay}} conversations a day; attachments up to {{tier.basic-creator.maxFileSize}}.',
        'Pro Creator: {{tier.pro-creator.conversationsPerDay}} conversations a day; attachments up to {{tier.pro-creator.maxFileSize}}; bulk messages to subscribers within a daily allowance.',
        'Premium Creator: {{tier.premium-creator.conversationsPerDay}} conversations a day; attachments up to {{tier.premium-creator.maxFileSize}}, adding MOV video; bulk messaging without a daily cap.',
      ],
    },
    {
      heading: 'Creators can choose who messages them',
      paragraphs: [
        'A creator can decide to accept messages only from subscribers on certain plans. If you see ‘This creator only accepts messages from’ followed by a plan name ‘or higher’, you’ll need that subscriber plan to start a conversation with them, or to subscribe to the creator: their subscribers may always message them, and the refusal offers the creator’s cheapest tier. This is the creator’s choice and isn’t a fault with your account.',
      ],
    },
    {
      heading: 'Raising your limits',
      paragraphs: [
        'Limits change as soon as a new plan is active, so there’s no waiting period after upgrading.',
      ],
      steps: [
        'Open the plans dialog from /billing to compare plans side by side, including their messaging features.',
        'Select the plan you want and choose ‘Continue to Checkout’.',
        'Complete the payment. Your new conversation allowance, file size limit and file types apply from then on.',
      ],
    },
    {
      heading: 'What the messages mean and what to do',
      paragraphs: ['If a message won’t send, the notice tells you why.'],
      bullets: [
        '‘You must be logged in to send messages’: sign in at /login.',
        '‘Active subscription required to send messages’: you don’t subscribe to this creator and have no active plan, or a renewal failed. Subscribe to the creator (the refusal offers their cheapest tier), or check /billing and your payment method.',
        '‘Daily conversation limit reached’: you’ve messaged as many conversations as your plan allows today. You can carry on reading, and you can message again the next day, or upgrade for a higher limit.',
        '‘Your current tier does not allow media sharing’: send text instead, or upgrade to a plan that includes attachments.',
        '‘File size exceeds limit’: compress the file or send a shorter clip. ‘File type not supported in your tier’: convert it to a format your plan accepts, such as JPG or PNG for images.',
      ],
    },
  ],
  related: [
    'messaging-creators',
    'subscription-tiers-overview',
    'bulk-messaging',
    'supported-formats',
  ],
  updatedAt: '2026-11-27',
};
