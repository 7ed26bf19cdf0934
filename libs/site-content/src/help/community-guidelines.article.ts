import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'community-guidelines',
  title: 'Community guidelines at a glance',
  category: 'Safety & privacy',
  summary:
    'The short version of Tessera’s community guidelines: the principles everyone agrees to, the content that is never allowed, and how we enforce the rules.',
  keywords: [
    'rules',
    'guidelines',
    'allowed content',
    'banned content',
    'what is not allowed',
    'moderation',
    'suspension',
    'ban',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Our principles',
      paragraphs: [
        'Tessera is built on a simple deal: creators share work they’re proud of, and subscribers support them directly. That only works if everyone feels safe and treated fairly. These guidelines apply to everything on Tessera: posts, profiles, comments, messages, bulk messages and custom requests. The full guidelines go into more detail; this is the overview.',
      ],
      bullets: [
        'Be an adult, and be yourself: everyone must be 18 or over and use their own identity.',
        'Consent is essential: everyone who appears in content must be an adult who agreed to appear and to it being shared.',
        'Own what you post: share only content you created or have the rights to.',
        'Respect people: disagree if you like, but never harass, threaten or demean.',
        'Keep it on Tessera: payments for anything arranged here go through Tessera.',
      ],
    },
    {
      heading: 'Never allowed',
      paragraphs: ['These lead to immediate removal and usually a permanent ban:'],
      bullets: [
        'Any content involving minors in a sexual or exploitative way, or anyone who appears to be a minor in adult content. We report it to the authorities.',
        'Content shared without the consent of the people in it, including intimate images.',
        'Threats, incitement to violence, promotion of terrorism or hatred against people for who they are.',
        'Illegal goods or services, fraud and scams, including asking for payment outside Tessera.',
        'Impersonating another person or creator.',
        'Publishing someone’s private information, such as their address, without permission.',
      ],
    },
    {
      heading: 'Also not allowed',
      paragraphs: [
        'Spam and misleading promotion, content stolen from other creators, harassment and repeated unwanted contact, posts whose title or preview misrepresents what subscribers will get, and attempts to get around blocks, bans or plan restrictions.',
      ],
    },
    {
      heading: 'How we enforce the rules',
      paragraphs: [
        'Tessera’s admin team moderates content. New content may be reviewed before or after it appears, and anything reported or flagged goes to a moderation queue, where it’s approved or rejected. Depending on how serious a problem is, we may remove content, suspend an account or ban it permanently. Serious illegal content is reported to the authorities.',
        'If you think a decision was wrong, email support@tessera.example with the details and we’ll take another look.',
      ],
    },
    {
      heading: 'Help keep Tessera safe',
      paragraphs: [
        'If you see something that breaks these rules, report it rather than engaging; the moderation team reviews every report. Read the full community guidelines article for examples and details, and visit /safety for safety resources.',
      ],
    },
  ],
  related: [
    'community-guidelines-article',
    'report-user-content',
    'content-protection',
    'age-verification',
  ],
  updatedAt: '2026-11-20',
};
