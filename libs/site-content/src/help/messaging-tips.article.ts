import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'messaging-tips',
  title: 'Messaging tips for creators and fans',
  category: 'Messaging',
  summary:
    'Practical habits for better conversations on Tessera: organising your inbox, handling notifications, setting boundaries and staying safe.',
  keywords: [
    'messaging tips',
    'inbox management',
    'reply faster',
    'notifications',
    'do not disturb',
    'boundaries',
    'fan engagement',
    'etiquette',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Keep your inbox under control',
      paragraphs: [
        'Messages are where a lot of the relationship between creators and fans happens. A tidy inbox means nobody gets forgotten. Everything lives at /messages.',
      ],
      bullets: [
        'Pin the handful of conversations you return to most, such as an active custom request, so they stay at the top.',
        'Archive finished conversations instead of leaving them in the list. They aren’t deleted, and you can still find them later.',
        'Mute busy conversations you want to read in your own time, rather than being interrupted by each new message.',
        'Unread counts show what still needs attention; marking a conversation as read clears its count.',
        'Start a reply, get interrupted, come back later: your draft is saved per conversation, so you don’t lose what you wrote.',
      ],
    },
    {
      heading: 'Make notifications work for you',
      paragraphs: [
        'Open the notification settings in Messages and decide how you want to hear about new messages: push notifications, email, desktop notifications and sounds can each be turned on or off. Turn off message previews if other people can see your screen or phone. Do Not Disturb silences notifications while it’s on, which is useful for evenings or when you’re working.',
      ],
    },
    {
      heading: 'For creators: conversations that build loyalty',
      paragraphs: ['Fans remember creators who make them feel heard.'],
      steps: [
        'Set expectations in your bio, for example that you answer messages a few times a week, so nobody expects an instant reply.',
        'Reply in batches at a regular time instead of all day long. It’s kinder to you and more predictable for fans.',
        'Use reactions to acknowledge a message you can’t answer fully yet.',
        'Save announcements for bulk messages (Pro Creator and above) and keep one-to-one chats personal.',
        'If you restrict who can message you by subscriber plan, say so on your profile to avoid confusion.',
      ],
    },
    {
      heading: 'For fans: getting a good reply',
      paragraphs: ['A little thought goes a long way.'],
      bullets: [
        'Lead with what you want to say or ask. One clear message beats several short ones.',
        'Be specific about what you enjoyed. It’s useful feedback, and creators love it.',
        'Give creators time to reply before following up. Sending the same message again and again won’t get a faster answer.',
        'If you want something made for you, read the custom requests guide first.',
      ],
    },
    {
      heading: 'Boundaries and safety',
      paragraphs: [
        'Everyone can say no in a conversation and should have that respected. Don’t share personal details such as your home address, phone number or bank details in messages, and never agree to pay outside Tessera. If a conversation turns abusive, threatening or pushy, stop replying and report it; the admin team reviews reports and can remove content or suspend accounts. Deleting a message you sent replaces it with ‘This message was deleted’, but it can’t unsend what the other person has already seen, so think before you send.',
      ],
    },
  ],
  related: ['messaging-creators', 'message-limits', 'bulk-messaging', 'privacy-settings'],
  updatedAt: '2026-11-20',
};
