import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'report-user-content',
  title: 'Reporting a user or content',
  category: 'Safety & privacy',
  summary:
    'How to report a post, a profile or a message that breaks the Community Guidelines, what to include, and what our moderation team does next.',
  keywords: [
    'report',
    'flag',
    'abuse',
    'harassment',
    'inappropriate content',
    'fake account',
    'moderation',
    'report message',
    'stolen content',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'When to report',
      paragraphs: [
        'Reports go to Tessera’s moderation team, who review them against the Community Guidelines. Report anything you believe breaks those rules, for example:',
      ],
      bullets: [
        'Content that appears to show someone under 18, or someone who has not agreed to be shown.',
        'Harassment, threats, hate speech or repeated unwanted messages.',
        'An account pretending to be someone else, or a profile set up to scam people.',
        'Spam, suspicious links or requests to pay outside Tessera.',
        'Your own work posted by someone else without permission (for copyright claims, see also the /dmca page).',
      ],
    },
    {
      heading: 'Report a post or a profile',
      paragraphs: [
        'You need to be signed in to report, so that the team can contact you if they need more detail.',
      ],
      steps: [
        'Open the post or the creator’s profile you want to report.',
        'Open the options menu on the post or profile and choose Report.',
        'Pick the reason that fits best. If none fits exactly, choose the closest one and explain in the description.',
        'Describe what is wrong in a sentence or two: what you saw, and where in the post if it is long or has several images.',
        'Send the report. It joins the moderation queue straight away.',
      ],
    },
    {
      heading: 'Report a message or something that is not a post',
      paragraphs: [
        'For a problem in /messages, or anything you cannot report from a menu, email support@tessera.example with the subject ‘Report’. Include the username of the account, the date and time of the messages, and a screenshot. Never forward the harmful material itself if it may be illegal; describe it and tell us where it is.',
        'While you wait, you can mute or archive the conversation from its menu in /messages so that it stops notifying you.',
      ],
    },
    {
      heading: 'What happens after you report',
      paragraphs: [
        'A moderator looks at the content and at the context around it. The account you report is not told who reported it. Depending on what the moderator finds, they may:',
      ],
      bullets: [
        'Approve the content, if it does not break the guidelines. It stays up.',
        'Reject the content, which removes it from Tessera.',
        'Flag the account for closer review of its other posts.',
        'Suspend or ban the account for serious or repeated violations.',
      ],
    },
    {
      heading: 'Urgent situations',
      paragraphs: [
        'If someone is in immediate danger, contact your local emergency services first, then tell us. If you come across material that may be illegal, such as sexual content involving a minor, do not download or share it: report it on Tessera and to the authorities in your country.',
        'Reporting in bad faith, for example to get a competitor’s posts removed, is itself against the guidelines and can lead to action on the reporting account.',
      ],
    },
  ],
  related: [
    'community-guidelines',
    'community-guidelines-article',
    'content-protection',
    'privacy-settings',
  ],
  updatedAt: '2026-11-20',
};
