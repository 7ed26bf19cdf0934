import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/about',
  title: 'About Tessera',
  intro:
    'Tessera is a subscription platform where creators share photo, video and text posts with the people who value their work — and keep the large majority of what they earn.',
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'A tessera is one small tile in a mosaic. Each one matters, and together they make something bigger than any single piece. That is how we think about our community: every creator and every subscriber adds to a place where creative work is paid for directly by the people who enjoy it.',
        'Our mission is simple: give independent creators a fair, predictable way to earn a living from their audience, and give subscribers a safe, respectful place to support the people they follow. We would rather build a smaller set of features that work reliably than promise things we cannot deliver.',
      ],
    },
    {
      heading: 'What makes Tessera different',
      paragraphs: [
        'Plenty of platforms let you sell subscriptions. We focus on the things creators told us matter most once the novelty wears off: how much they keep, how clearly they are charged, and how directly they can talk to their audience.',
      ],
      bullets: [
        'Creators keep most of what they earn. The platform fee is {{tier.premium-creator.platformFee}} on Premium Creator, {{tier.pro-creator.platformFee}} on Pro Creator and {{tier.basic-creator.platformFee}} on the free Basic Creator plan — so whichever plan you are on, the large majority of every payment is yours.',
        'Transparent fees. Card and PayPal payments carry a processing fee of {{fees.payment}}, and a payout request costs {{fees.payoutRequest}}. Every fee appears on your transactions in /billing and your earnings in /earnings — there are no hidden deductions.',
        'Open source. Tessera’s code is open source, so anyone can see how the platform handles content access, fees and personal data instead of taking our word for it.',
        'Real-time messaging. Conversations in /messages update live, with delivery and read status, so creators and subscribers can talk the way they would in any modern chat app.',
        'Tiers that mean something. Subscribers choose Basic, Pro or VIP Subscriber; creators choose Basic, Pro or Premium Creator. Each tier clearly states what it unlocks, from premium and exclusive content to live streaming and bulk messaging.',
        'Payments you already trust. Cards are processed by Stripe and PayPal is supported too, so your full card details never sit on Tessera’s servers.',
      ],
    },
    {
      heading: 'Who Tessera is for',
      paragraphs: [
        'Tessera is built for creators who publish regularly and want a direct relationship with their audience: photographers, illustrators and digital artists, video makers, educators running tutorials, writers, fitness and lifestyle creators, and anyone whose followers would happily pay to see more.',
        'It is equally built for subscribers. Whether you follow one creator or twenty, you get a single account, one place to manage every subscription at /my-subscriptions, and clear control over billing at /billing.',
      ],
    },
    {
      heading: 'How Tessera earns money',
      paragraphs: [
        'We think you should know exactly how the company behind your platform is paid. Tessera earns from three sources: the platform fee on creator earnings, the monthly price of the paid creator plans (Pro Creator at {{tier.pro-creator.price}} and Premium Creator at {{tier.premium-creator.price}}), and the subscriber plans (Basic, Pro and VIP Subscriber).',
        'We do not sell personal data, and we do not take a cut of anything beyond the fees described above and on /creator-program. How we handle your information is set out in our privacy policy at /privacy.',
      ],
    },
    {
      heading: 'Safety comes first',
      paragraphs: [
        'Every account holder must be 18 or older. Creators go through identity verification, our admin team reviews content and reports, and our community guidelines apply to every post and message. You can read how we keep the platform safe at /safety and the rules themselves at /community-guidelines.',
      ],
    },
    {
      heading: 'Get in touch',
      paragraphs: [
        'Most answers are already in the help centre at /help — use the Neural Search button in the header to find an article quickly. If you still need us, write to support@tessera.example or use the form at /contact. We read every message, and we especially want to hear from creators about what would make Tessera work better for them.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
