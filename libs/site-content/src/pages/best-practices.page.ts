import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/best-practices',
  title: 'Best practices for creators',
  intro:
    'The creators who do well on Tessera are rarely the ones with the biggest following elsewhere. They are the ones who make it easy to understand what a subscription gets you, post on a rhythm people can rely on, and treat subscribers like people. These are the habits that help most.',
  sections: [
    {
      heading: 'Make your profile do the selling',
      paragraphs: [
        'Your profile is the page people see before they pay, often after finding you through Explore or the Neural Search button. Give them a clear reason to subscribe.',
      ],
      bullets: [
        'Write a bio that says what you post, how often, and who it is for — in the first two lines.',
        'Use a recognisable avatar and a cover image that shows your actual work.',
        'Link your other social profiles so visitors can confirm it is really you, and complete identity verification to earn the Verified badge.',
        'Keep a handful of strong public posts so newcomers can sample your style before subscribing.',
      ],
    },
    {
      heading: 'Use privacy levels as a ladder',
      paragraphs: [
        'Each post can be public, for subscribers, premium or exclusive. Used together, they give every fan a reason to move one step up.',
      ],
      bullets: [
        'Public: previews and highlights that anyone, even signed-out visitors, can see. Think of them as your shop window.',
        'Subscribers: your regular output, open to every active subscriber.',
        'Premium: deeper material — full-resolution files, long tutorials, extended cuts — which needs Pro Subscriber or above.',
        'Exclusive: your most personal or limited work, for VIP Subscriber members only. Keep it genuinely special, or it stops feeling exclusive.',
        'Pay-per-view: one-off posts that any fan can unlock, useful for occasional big releases.',
      ],
    },
    {
      heading: 'Post on a rhythm, not in bursts',
      paragraphs: [
        'Subscribers renew every {{subscription.periodDays}} days, and each renewal is a quiet decision about whether the last period was worth it. Steady posting answers that question for you.',
      ],
      steps: [
        'Pick a schedule you can keep for months, such as two posts a week, and mention it in your bio.',
        'Batch your work: upload several posts at once from /content/upload and give each one a scheduled publish time.',
        'Keep unfinished posts as drafts, and manage everything in /content/manage.',
        'Group series into folders and choose the right category (Photography, Videos, Lifestyle, Tutorials or Behind the Scenes) so subscribers can find older posts.',
        'Add a few precise tags to every post; they power search and help new fans discover you.',
      ],
    },
    {
      heading: 'Upload files that look their best',
      paragraphs: [
        'Tessera accepts JPG, PNG, WebP and GIF images up to {{upload.imageMaxMb}}, and MP4, WebM and MOV videos up to {{upload.videoMaxMb}}; your plan also sets a daily upload limit. MP4 plays back reliably on almost every device, so it is the safest choice for video. Export at the resolution your audience will actually watch, check that the first frame makes a good thumbnail, and write a title and description that tell people what they are about to see. /help/video-quality and /help/supported-formats go into detail.',
      ],
    },
    {
      heading: 'Talk with your subscribers',
      paragraphs: [
        'Direct contact is one of the main reasons people subscribe instead of following you for free elsewhere.',
      ],
      bullets: [
        'Answer messages in /messages in a regular window each day, and say in your bio when people can expect a reply.',
        'Thank people for tips — a short, personal reply goes a long way.',
        'On Pro Creator and Premium Creator, bulk messages reach many subscribers at once. Use them for real news — a new series, a live session, a schedule change — not daily promotion.',
        'Set boundaries early and politely. Subscriptions buy access to your content, not unlimited personal time.',
      ],
    },
    {
      heading: 'Price with intention',
      paragraphs: [
        'Start with a price that reflects how much you post, and raise it for new tiers rather than surprising existing subscribers. On Pro Creator and above, offer a lower tier for casual fans and a higher one with clear extra benefits. Keep what each tier promises specific and deliver it every period. /help/pricing-strategies walks through common approaches.',
      ],
    },
    {
      heading: 'Measure, adjust, protect yourself',
      paragraphs: [
        'Once a month, open /creator/analytics: look at which posts brought in new subscribers, which had the most engagement, and whether churn rose after any change. /analytics-guide explains every metric. Finally, keep payments on Tessera, never share your home address or financial details in messages, and report anyone who pressures you — see /safety.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
