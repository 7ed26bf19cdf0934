import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'community-guidelines-article',
  title: 'Tessera Community Guidelines in full',
  category: 'Safety & privacy',
  summary:
    'The complete rules for everyone on Tessera: who may use it, what you may post and say, what is never allowed, and what happens when the rules are broken.',
  keywords: [
    'community guidelines',
    'rules',
    'allowed content',
    'prohibited content',
    'consent',
    'harassment',
    'ban',
    'suspension',
    'appeal',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Who can use Tessera',
      paragraphs: [
        'Tessera is for adults. You must be at least 18 years old, and old enough to enter a contract where you live, to hold an account. Each account belongs to one real person, who keeps their sign-in details to themselves. Creators are asked to confirm their identity and age, and everyone who appears in a creator’s content must be an adult who has agreed to appear and to be published.',
        'These guidelines apply to everything on Tessera: posts, profiles, tiers, comments, messages, broadcasts and live streams. They sit alongside our Terms of Service (/terms).',
      ],
    },
    {
      heading: 'What is welcome',
      paragraphs: [],
      bullets: [
        'Original photos, videos and writing that you made, or that you have the rights and every participant’s permission to publish.',
        'Content for every taste that is legal where you and your audience are, with the right privacy level so that it only reaches the people it is meant for.',
        'Honest descriptions of your tiers and pay-per-view posts, so fans know what they are paying for.',
        'Warm, respectful conversations between creators and fans, and disagreement without personal attacks.',
        'Promoting your Tessera page on other platforms, within those platforms’ own rules.',
      ],
    },
    {
      heading: 'What is never allowed',
      paragraphs: [],
      bullets: [
        'Any sexualised content involving minors, or anyone who appears to be a minor. We remove it, ban the account and report it to the authorities.',
        'Content made or shared without the consent of the people in it, including hidden-camera material and intimate images shared to hurt someone.',
        'Threats, harassment, stalking, doxxing (publishing someone’s private details) and hate directed at people for who they are.',
        'Content that promotes terrorism, serious violence or self-harm, and the sale of illegal goods or services.',
        'Using other people’s work without permission, and re-posting or leaking creators’ paid content outside Tessera.',
        'Impersonating another person, creator or Tessera staff, and misleading anyone about who you are.',
        'Spam, scams, phishing links, fake engagement, and asking fans to pay outside Tessera to get around its payment system.',
        'Attempts to break into accounts, to get around tier restrictions or limits, or to disrupt the service.',
      ],
    },
    {
      heading: 'Messages and interaction',
      paragraphs: [
        'Messages are private, but they are not exempt. Do not send unsolicited sexual content, repeated messages to someone who has stopped replying, or pressure anyone for money, content or personal information. Creators’ broadcasts must be relevant to their subscribers and must not mislead. Anyone may mute or archive a conversation, and report one that crosses the line.',
      ],
    },
    {
      heading: 'What happens when rules are broken',
      paragraphs: [
        'Our moderation team reviews reports from members, content flagged for review and patterns of behaviour. The action we take depends on how serious the violation is and on the account’s history:',
      ],
      steps: [
        'The content is rejected and removed, and we tell you which rule it broke.',
        'The account is flagged, and its content is reviewed more closely.',
        'The account is suspended: you cannot sign in, post or earn while the suspension lasts.',
        'The account is banned permanently. Serious violations, such as anything involving minors or non-consensual content, lead straight to a ban.',
      ],
    },
    {
      heading: 'Reporting and appeals',
      paragraphs: [
        'If you see something that breaks these rules, report it (see Reporting a user or content). If you think we made a mistake about your content or account, email support@tessera.example with your username and the reason you believe the decision was wrong. A different member of the team reviews the appeal and replies by email. We update these guidelines as the community grows and date every change.',
      ],
    },
  ],
  related: [
    'community-guidelines',
    'community-guidelines-enhanced',
    'report-user-content',
    'age-verification',
  ],
  updatedAt: '2026-11-20',
};
