import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/community-guidelines',
  title: 'Community guidelines',
  intro:
    'These guidelines apply to everyone on Tessera — creators, subscribers and staff — and to everything shared here: posts, profiles, comments, messages and live streams. This page is the short version; the full guidelines with examples are at /help/community-guidelines-article.',
  sections: [
    {
      heading: 'The principles behind the rules',
      paragraphs: [
        'Tessera exists so that adults can share and pay for creative work in a space that feels respectful. Four principles guide every decision our moderation team makes:',
      ],
      bullets: [
        'Consent: everyone who appears in content has agreed to it, and to it being shared here.',
        'Respect: disagreement is fine; harassment, hate and threats are not.',
        'Honesty: you are who you say you are, and what you sell is what subscribers receive.',
        'Legality: nothing on Tessera may break the law or someone else’s rights.',
      ],
    },
    {
      heading: 'What is welcome',
      paragraphs: [
        'Tessera is a place for a wide range of creative work. In short, if you made it, everyone in it agreed, and it is legal, it probably belongs here.',
      ],
      bullets: [
        'Original photo, video and text posts that you made or have the rights to share.',
        'Behind-the-scenes material, tutorials, works in progress, lifestyle content and live sessions.',
        'Mature content from verified creators where it is legal, kept behind a subscriber, premium or exclusive privacy level rather than in public posts.',
        'Honest promotion of your own Tessera profile, tiers, pay-per-view posts and offers.',
        'Friendly, respectful conversation in messages and comments — including criticism, if it is constructive.',
      ],
    },
    {
      heading: 'What is not allowed',
      paragraphs: [
        'The following are never allowed, whatever the privacy level and whoever the audience:',
      ],
      bullets: [
        'Any content that sexualises or depicts minors, or anyone who looks under 18. This leads to an immediate ban and a report to the authorities.',
        'Content of anyone who has not consented to it, including hidden-camera material, leaked images and “revenge” content.',
        'Violence, threats, self-harm promotion, hate speech and harassment, including unwanted messages after someone has asked you to stop.',
        'Content you do not own or have permission to use, and re-sharing other creators’ paid posts outside Tessera.',
        'Impersonation, fake accounts, misleading descriptions of what a tier or post contains, and spam.',
        'Scams and payments outside Tessera, including asking subscribers to pay through other apps.',
        'Anything illegal where you live or under the laws that apply to Tessera, such as the sale of drugs or weapons.',
      ],
    },
    {
      heading: 'Messages and live streams',
      paragraphs: [
        'Private does not mean unmoderated. The same rules apply in Messages, in bulk messages sent by creators and in live streams. Creators: bulk messages should be relevant to the people receiving them, and unsolicited explicit media is never acceptable. Subscribers: a subscription buys access to content, not to a creator’s personal time beyond what their tier offers.',
      ],
    },
    {
      heading: 'What happens when rules are broken',
      paragraphs: [
        'We respond in proportion to what happened, and we look at an account’s history, not just a single post.',
      ],
      bullets: [
        'Content that breaks the rules is rejected during review or removed after publication.',
        'For a first, minor breach we usually send a warning explaining what went wrong.',
        'Repeated or more serious breaches lead to a temporary suspension of the account.',
        'Severe breaches — anything involving minors, non-consensual content, fraud or credible threats — lead to a permanent ban without prior warning.',
      ],
    },
    {
      heading: 'Reporting and appeals',
      paragraphs: [
        'If you see something that breaks these guidelines, use the report option on the post, profile or message, or email support@tessera.example. Reports are confidential. If we took action on your content or account and you believe it was a mistake, reply to our notice or write to support with the details, and we will review the decision. Read how we keep Tessera safe at /safety.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
