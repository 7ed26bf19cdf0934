import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'messaging-creators',
  title: 'Messaging creators you subscribe to',
  category: 'Messaging',
  summary:
    'How to start a conversation with a creator, send photos and videos, manage your conversations, and what to expect when you message someone on Tessera.',
  keywords: [
    'message creator',
    'direct message',
    'dm',
    'chat',
    'send photo',
    'inbox',
    'conversation',
    'reply',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Who you can message',
      paragraphs: [
        'Private messaging is one of the best parts of supporting a creator: you can say what you enjoy, ask questions and suggest ideas. Subscribing to a creator, on any of their tiers, lets you message them; no platform plan is needed for that. To message creators you don’t subscribe to, you need an active subscriber plan, and some creators only accept those messages from particular plans. Each plan allows a number of new conversations a day (without a plan, the {{tier.basic-subscriber.name}} allowance applies), and the messaging limits article lists the details for each plan. If a message is refused, the refusal offers the creator’s cheapest tier with its price.',
      ],
    },
    {
      heading: 'Start a conversation',
      paragraphs: [
        'All your conversations are in one place: /messages, linked as Messages in the header.',
      ],
      steps: [
        'Open the creator’s profile and choose to message them, or open /messages and start a new conversation by searching for the creator.',
        'Write your message in the box at the bottom and send it.',
        'Watch the status under your message: sending, then sent, delivered and finally read once the creator has opened it.',
        'When the creator is typing a reply, you’ll see a typing indicator in the conversation.',
      ],
    },
    {
      heading: 'Photos, videos and voice',
      paragraphs: [
        'Depending on your plan you can attach images and videos to messages. Basic Subscriber can send JPG and PNG images; Pro Subscriber adds GIFs and MP4 video; VIP Subscriber adds WebM. Each plan also has its own maximum file size. Where the conversation allows it, you can also record a voice message instead of typing. Only send media you have the right to share, and never send explicit content to someone who hasn’t clearly asked for it.',
      ],
    },
    {
      heading: 'Managing your conversations',
      paragraphs: ['A few tools help keep your inbox tidy.'],
      bullets: [
        'Reactions: add an emoji reaction to any message, and remove it again if you change your mind.',
        'Edit and delete: you can correct a message you sent; it shows as edited. Deleting a message replaces it with ‘This message was deleted’ for everyone in the conversation.',
        'Drafts: if you leave a conversation mid-sentence, your unfinished message is saved as a draft and is waiting when you come back.',
        'Pin the conversations you use most to keep them at the top, mute ones you want to read in your own time, and archive those you’ve finished with.',
        'Notifications: choose push, email, desktop and sound notifications, message previews and Do Not Disturb in your notification settings.',
      ],
    },
    {
      heading: 'What to expect from creators',
      paragraphs: [
        'Creators are people with their own schedules, and popular creators receive many messages, so replies can take time. Be patient and respectful: a clear, friendly message is far more likely to get a thoughtful answer than several quick ones. Creators can set boundaries, such as not discussing certain topics, and those boundaries deserve respect.',
        'If someone harasses you, asks you to pay outside Tessera, or sends something that breaks the community guidelines, don’t engage: report the message or account and let the moderation team deal with it.',
      ],
    },
  ],
  related: ['message-limits', 'messaging-tips', 'custom-commissions', 'report-user-content'],
  updatedAt: '2026-11-27',
};
