import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'community-guidelines-enhanced',
  title: 'Community Guidelines — complete guide',
  category: 'Safety & privacy',
  summary:
    'How the Community Guidelines work in practice for creators who run their page as a business: labelling content, collaborations, honest selling, moderating your own community, and how Tessera’s moderation and appeals work.',
  keywords: [
    'community guidelines',
    'moderation',
    'content review',
    'privacy level',
    'collaboration',
    'promotions',
    'group chat moderation',
    'strike',
    'appeal',
    'account standing',
  ],
  readMinutes: 5,
  sections: [
    {
      heading: 'The guidelines in one paragraph',
      paragraphs: [
        'Tessera is a place for adults to share and support creative work. Everything on it must be legal, made and published with the consent of everyone involved, honest about what people are paying for, and respectful of the people on the other side of the screen. The full rules are in Tessera Community Guidelines in full, and the short version in Community guidelines at a glance. This guide is for creators who want to understand how those rules apply day to day, and how to run a page that never comes close to the line.',
      ],
    },
    {
      heading: 'How moderation works on Tessera',
      paragraphs: [
        'Content is reviewed before and after it is published. New posts go through content moderation, and a post may wait for approval before subscribers can see it. After publication, content can be flagged for a closer look, either because members reported it or because our team noticed something. Each flag has a reason and a severity, so the most serious cases are handled first.',
        'A moderator then makes one of two decisions about the content: approved, meaning it stays or goes live as it is, or rejected, meaning it is removed. Decisions are recorded with the moderator’s notes and the time, so that an appeal can be reviewed with the full history. Separately from individual posts, an account can be flagged for review, suspended or banned.',
        'Moderators look at context: the post, its caption and tags, its privacy level, the creator’s other content and any reports. A post that would be fine for subscribers who chose it can be a problem when it is public.',
      ],
    },
    {
      heading: 'Labelling content correctly',
      paragraphs: [
        'Choosing the right privacy level is part of following the guidelines, not only a pricing decision:',
      ],
      bullets: [
        'Public posts can be seen by anyone, including visitors who are not signed in. Keep them suitable for a general audience: they are your shop window.',
        'Subscriber, premium and private (exclusive) posts are only shown to subscribers on the matching plan, who have chosen to see your work. This is where your explicit or specialised content belongs.',
        'Titles, descriptions, tags and thumbnails must describe the post honestly. A thumbnail that promises something the post does not contain is misleading, even if the post itself is fine.',
        'Categories and tags must fit the content. Using popular but unrelated tags to appear in more searches counts as spam.',
      ],
    },
    {
      heading: 'Collaborations, selling and promotion',
      paragraphs: [
        'Most guideline problems for professional creators do not come from the content itself but from the business around it. Keep these in mind:',
      ],
      bullets: [
        'Everyone who appears in your content must be a verified adult who has agreed to appear and to be published. Keep their written consent; see Age and identity verification — complete guide for a workable routine.',
        'Describe tiers, pay-per-view items and custom work accurately, including what is not included. If you promise a posting schedule in your bio or tier description, keep it or update the text.',
        'Giveaways and promotions must have clear rules and a real prize that you actually deliver, and must not require subscribers to do anything against these guidelines.',
        'All payments from fans go through Tessera. Asking fans to pay you elsewhere removes their protection, including refunds, and leads to enforcement.',
        'Only post material you own or have licensed, including music in videos. If someone else posts your work, use the /dmca process or report it.',
        'Do not buy followers, likes or views, or trade engagement with other accounts to inflate numbers.',
      ],
    },
    {
      heading: 'Moderating your own community',
      paragraphs: [
        'You set the tone of your page. When you create a group conversation you become its owner, with every permission; you can make trusted people admins, while members can only send messages and media. Conversation settings let you turn on moderation, control file sharing and add a word filter for terms you do not want in your space. Use them:',
      ],
      steps: [
        'Post your house rules in the group description, in addition to the platform’s guidelines: what the space is for and how you expect people to behave.',
        'Add a word filter for slurs and for words that tend to start trouble in your niche.',
        'Give admin rights only to people you trust, and review them from time to time.',
        'Remove participants who ignore your rules, and report anyone who harasses, threatens or scams others, so our team can act on the account itself.',
        'If you are the target of harassment, do not engage: mute the conversation, keep screenshots and report it (see Reporting a user or content).',
      ],
    },
    {
      heading: 'Enforcement, appeals and staying in good standing',
      paragraphs: [
        'Most first problems are handled by removing the content and telling you which rule it broke. Repeated or serious violations escalate: the account is flagged for closer review, then suspended, then banned. Anything involving minors, non-consensual material, threats of violence or fraud leads straight to a ban, and where the law requires it, to a report to the authorities. Earnings connected to content that broke the guidelines may be refunded to the fans who paid for it (see Refund policy).',
        'If you disagree with a decision, email support@tessera.example with your username, the post or action concerned and why you think it was wrong. A different member of the team reviews the appeal with the full history. To stay clear of problems altogether, review your public posts and your profile regularly, keep consent records for every collaboration, and read the guidelines again when we announce updates: they are dated, and the current version always applies.',
      ],
    },
  ],
  related: [
    'community-guidelines-article',
    'community-guidelines',
    'report-user-content',
    'content-privacy-levels',
  ],
  updatedAt: '2026-11-20',
};
