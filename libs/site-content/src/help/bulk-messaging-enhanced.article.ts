import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'bulk-messaging-enhanced',
  title: 'Bulk messaging — complete guide',
  category: 'Messaging',
  summary:
    'A professional’s guide to broadcasts: who can send them, how to plan, write, schedule and measure them, and how to keep subscribers glad to hear from you.',
  keywords: [
    'bulk messaging',
    'broadcast',
    'mass message',
    'message all subscribers',
    'scheduled broadcast',
    'message analytics',
    'read rate',
    'campaign',
    'bulk message limit',
  ],
  readMinutes: 5,
  sections: [
    {
      heading: 'What bulk messaging is and who can use it',
      paragraphs: [
        'A bulk message, or broadcast, is one message sent to many of your subscribers at once. Each recipient receives it privately in /messages, as if you had written to them individually, and can reply to you directly. Broadcasts are the most direct channel you have: they reach people who have already chosen to pay for your work, without depending on anyone visiting your profile.',
        'Bulk messaging is a creator tool available on {{tier.pro-creator.name}} and {{tier.premium-creator.name}}; it is not part of {{tier.basic-creator.name}}. You need an active creator plan, and each plan comes with a daily bulk-message allowance, higher on {{tier.premium-creator.name}} — the plan cards in the pricing dialog (‘View Creator Plans’ on the home page) show the current allowance for each plan.',
        'Attachments in broadcasts follow your plan’s attachment rules: up to {{tier.pro-creator.maxFileSize}} per file on {{tier.pro-creator.name}} and up to {{tier.premium-creator.maxFileSize}} on {{tier.premium-creator.name}}, which also accepts MOV videos.',
      ],
    },
    {
      heading: 'Plan before you write',
      paragraphs: [
        'The creators who get the most from broadcasts treat each one as a small campaign with a single purpose. Before writing, answer three questions:',
      ],
      bullets: [
        'Who is it for? All subscribers, or only some — for example the subscribers of one of your tiers, or new subscribers who joined this month.',
        'What should they do? Open a new post, unlock a pay-per-view item, join a live stream, answer a question, or simply feel appreciated.',
        'Why now? A new release, a live stream starting soon, a behind-the-scenes moment, or a thank-you after a milestone. A message without a reason is the one that gets muted.',
      ],
    },
    {
      heading: 'Send or schedule a broadcast',
      paragraphs: [],
      steps: [
        'Open /messages and start a new broadcast.',
        'Give it a descriptive title, such as ‘Live stream reminder — Friday’, so that you can find this broadcast and its results later.',
        'Write the message. Open with the point, keep it short enough to read on a phone screen, and end with one clear next step.',
        'Add attachments if they help: a preview image or a short clip works better than a wall of text.',
        'Choose the recipients: all your subscribers, or a selection.',
        'Send it now, or set a date and time to schedule it. A scheduled broadcast shows as scheduled until it goes out.',
        'Check the result a day later (see Measure what works).',
      ],
    },
    {
      heading: 'Measure what works',
      paragraphs: [
        'Every broadcast keeps its own statistics. Use them to learn, not only to count:',
      ],
      bullets: [
        'Total recipients: how many people it was addressed to.',
        'Delivered and failed: how many received it. Failures usually mean an account closed or stopped being a subscriber in the meantime; a consistently high failure count means your recipient selection needs refreshing.',
        'Read: how many opened it. Compare read rates between broadcasts sent at different times of day and on different weekdays to find when your audience is listening.',
        'Replies, reactions and clicks: how many engaged. Clicks tell you whether the next step was compelling; replies tell you whether the message felt personal.',
        'Then look at /creator/analytics for the same period: did views of the post you promoted rise, and did churn fall after a thank-you message?',
      ],
    },
    {
      heading: 'A professional playbook',
      paragraphs: ['These habits keep broadcasts effective over months rather than weeks:'],
      bullets: [
        'Keep a steady rhythm your subscribers can rely on, for example a weekly round-up plus a message for genuinely special moments. Frequency matters less than relevance, but bursts of messages lead to muted conversations.',
        'Welcome new subscribers with a short message that tells them where to start on your page.',
        'Write as yourself. Subscribers pay for a connection with you; messages that read like advertising get fewer replies.',
        'Test one change at a time: send two versions of an announcement to two halves of your audience and compare read and click counts.',
        'Plan around your content calendar: schedule the broadcast for shortly after the post it promotes goes live (see Scheduling posts and messages).',
        'Answer replies, or at least the questions among them. A broadcast that starts conversations is worth far more than one that only informs.',
        'Never use a broadcast to ask for payment outside Tessera, to send unsolicited explicit material to subscribers who have not chosen it, or to mislead about what a paid item contains. Broadcasts fall under the Community Guidelines like every other message.',
      ],
    },
    {
      heading: 'Troubleshooting',
      paragraphs: [],
      bullets: [
        '‘Daily bulk message limit reached’ — you have used today’s allowance for your plan. Schedule the broadcast for tomorrow, or move to {{tier.premium-creator.name}} for a higher allowance.',
        '‘Active subscription required to send messages’ — your creator plan is not active. Check it in /billing.',
        'No broadcast option at all — you are on {{tier.basic-creator.name}}. Bulk messaging starts at {{tier.pro-creator.name}}.',
        '‘Your current tier does not allow media sharing’ or ‘File type not supported in your tier’ — remove the attachment or use an accepted format (see Supported file formats and sizes).',
        'A scheduled broadcast did not go out — check its status in /messages and that the time was set in the future; if it is still shown as scheduled after that time, contact support@tessera.example with its title.',
      ],
    },
  ],
  related: ['bulk-messaging', 'messaging-tips', 'message-limits', 'scheduling-features'],
  updatedAt: '2026-11-20',
};
