import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/creator-program',
  title: 'The Tessera Creator Program',
  intro:
    'Turn the people who enjoy your work into paying subscribers. Start for free, keep the large majority of every payment, and move to a bigger plan only when your audience is ready for it.',
  sections: [
    {
      heading: 'What you get as a Tessera creator',
      paragraphs: [
        'Every creator account comes with a public profile, Creator Studio at /creator-dashboard, uploads for photo, video and text posts, subscriptions, tips and pay-per-view, real-time messaging with your subscribers, and earnings reports. Your plan decides the platform fee you pay and how far those tools go.',
      ],
    },
    {
      heading: 'Choose the plan that fits',
      paragraphs: [
        'You can compare the plans side by side at any time with “View Creator Plans” on the home page, and switch plans later as your audience grows.',
      ],
      bullets: [
        'Basic Creator — {{tier.basic-creator.price}} a month, platform fee {{tier.basic-creator.platformFee}}. Up to {{tier.basic-creator.uploadsPerDay}} uploads a day, {{tier.basic-creator.storage}} of storage, files up to {{tier.basic-creator.maxFileSize}} and {{tier.basic-creator.conversationsPerDay}} new conversations a day. Ideal for testing the waters.',
        'Pro Creator — {{tier.pro-creator.price}} a month, platform fee {{tier.pro-creator.platformFee}}. {{tier.pro-creator.uploadsPerDay}} uploads a day, {{tier.pro-creator.storage}} of storage, files up to {{tier.pro-creator.maxFileSize}} and {{tier.pro-creator.conversationsPerDay}} new conversations a day, plus live streaming, bulk messaging, custom branding and multiple content tiers.',
        'Premium Creator — {{tier.premium-creator.price}} a month, the lowest platform fee at {{tier.premium-creator.platformFee}}. {{tier.premium-creator.uploadsPerDay}} uploads, {{tier.premium-creator.storage}} storage, files up to {{tier.premium-creator.maxFileSize}} including MOV video, {{tier.premium-creator.conversationsPerDay}} conversations, and the full set of analytics and scheduling tools.',
      ],
    },
    {
      heading: 'How you earn',
      paragraphs: [
        'Subscribers pay you every {{subscription.periodDays}} days for as long as they stay subscribed. On top of that, fans can send tips and unlock individual pay-per-view posts. You set your own prices.',
        'From each payment, Tessera deducts the platform fee for your plan and the payment processing fee of {{fees.payment}} charged by the card or PayPal provider. What remains is your net revenue, shown per transaction in /earnings so you can always check the maths.',
      ],
      bullets: [
        'Subscription revenue: recurring income from your tiers.',
        'Tips: one-off payments from fans who want to say thank you.',
        'Pay-per-view: single posts that fans unlock for a one-off price you choose.',
      ],
    },
    {
      heading: 'Getting paid',
      paragraphs: [
        'Payouts run on a weekly schedule. You decide when to withdraw, as long as your available balance has reached the payout minimum.',
      ],
      steps: [
        'Make sure a Stripe or PayPal method is saved under Payment methods in /billing.',
        'Open /earnings and check your available balance.',
        'Once it reaches {{payout.minimum}}, request a payout. A fee of {{fees.payoutRequest}} applies to each request.',
        'Your payout is scheduled {{payout.delayDays}} days after the request and sent on the next weekly payout run. Its status appears in /earnings until it is paid.',
      ],
    },
    {
      heading: 'Join in a few minutes',
      paragraphs: [
        'Setting up takes one sitting. Have a profile photo and a short description of your work ready.',
      ],
      steps: [
        'Go to /register, choose Creator on “Choose Your Path” and pick a plan. Basic Creator is free, so you can start without a card.',
        'Create your account with Google or with your email address, then confirm your email from the message we send you.',
        'Complete your profile on the setup screen: display name, bio, avatar, cover image and social links.',
        'Verify your identity with a photo of your ID and a selfie. Our admin team reviews every request, and verified creators get a Verified badge in search results.',
        'Open Creator Studio, upload your first posts and share your profile link with your audience.',
      ],
    },
    {
      heading: 'Resources for creators',
      paragraphs: [
        'Practical advice on posting schedules, pricing and engagement lives at /best-practices, and /analytics-guide explains every number in your dashboard. Tax questions are covered at /tax-info. For anything else, the help centre at /help and support@tessera.example are here for you.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
