import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'scheduling-features',
  title: 'Scheduling posts and messages',
  category: 'Creators',
  summary:
    'Plan your content calendar: schedule posts to publish later, change or cancel a scheduled post, and schedule broadcast messages to your subscribers.',
  keywords: [
    'schedule post',
    'publish later',
    'scheduled',
    'content calendar',
    'queue',
    'draft',
    'scheduled message',
    'time zone',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Why schedule',
      paragraphs: [
        'Subscribers stay longer when new posts arrive regularly. Scheduling lets you prepare a week of content in one sitting and have each post go live at a set time, even while you are offline. Scheduled posts use the same upload, privacy and tagging options as posts you publish straight away.',
        'A post on Tessera is always in one of four states: draft (saved but not visible), scheduled (waiting for its publish time), published (visible to everyone its privacy level allows) or archived (hidden from your profile but kept in your library).',
      ],
    },
    {
      heading: 'Schedule a post',
      paragraphs: [],
      steps: [
        'Open the Upload button in the header, or go to /content/upload.',
        'Add your photos, video or text, a title, a description, tags and a category.',
        'Choose the privacy level: public, subscribers, premium or private (see Content privacy levels: who can see each post).',
        'Set a publish date and time instead of publishing now. Check that the date and time are in the future and match the time zone on your device.',
        'Save. The post is created with the status scheduled and goes live automatically at that time.',
      ],
    },
    {
      heading: 'Change or cancel a scheduled post',
      paragraphs: [
        'Scheduled posts are listed in /content/manage. Use the status filter and choose scheduled to see only your queue.',
      ],
      bullets: [
        'To move a post, open it and change its publish date and time.',
        'To release it early, choose Publish: it goes live immediately.',
        'To stop it from going out, archive it. It stays in your library and you can schedule it again later.',
        'To rework it completely, edit the title, description, tags or privacy level; the schedule is kept.',
      ],
    },
    {
      heading: 'Schedule a broadcast message',
      paragraphs: [
        'Creators on Pro Creator or Premium Creator can send bulk messages, also called broadcasts, to their subscribers. When you write a broadcast in /messages you can set a send time instead of sending immediately. Until then it shows as scheduled; afterwards you can follow how many recipients it was delivered to and how many read it. Bulk messaging is explained in detail in Bulk messaging — complete guide.',
      ],
    },
    {
      heading: 'Tips for a reliable schedule',
      paragraphs: [],
      bullets: [
        'Look at when your audience is active in /creator/analytics and schedule around those hours.',
        'Keep a few posts in the queue so a busy week does not leave your page silent.',
        'Remember that scheduled uploads count towards your daily upload limit on the day you create them ({{tier.basic-creator.name}}: {{tier.basic-creator.uploadsPerDay}} a day; {{tier.pro-creator.name}}: {{tier.pro-creator.uploadsPerDay}}; {{tier.premium-creator.name}}: {{tier.premium-creator.uploadsPerDay}}).',
        'Higher creator tiers include advanced scheduling options; the plan cards in the pricing dialog list what each tier includes.',
        'If a scheduled post did not appear, check in /content/manage that its status is scheduled and its time is correct, then contact support@tessera.example with the post title.',
      ],
    },
  ],
  related: [
    'upload-organize-content',
    'bulk-messaging',
    'understanding-analytics',
    'content-privacy-levels',
  ],
  updatedAt: '2026-11-20',
};
