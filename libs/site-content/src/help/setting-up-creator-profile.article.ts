import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'setting-up-creator-profile',
  title: 'Setting up your creator profile',
  category: 'Creators',
  summary:
    'From sign-up to your first subscriber: create a creator account, complete your profile, set your subscription tiers and publish your first posts.',
  keywords: [
    'become a creator',
    'creator account',
    'creator profile',
    'creator studio',
    'bio',
    'cover image',
    'subscription tiers',
    'get started creator',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Create a creator account',
      paragraphs: [
        'Anyone aged 18 or over can become a creator. You can start for free on {{tier.basic-creator.name}} and move to a higher creator tier whenever you need more.',
      ],
      steps: [
        'Go to /register (or choose ‘Start Creating for Free’ on the home page).',
        'On ‘Choose Your Path’, select Creator, then pick a creator tier. Turn on ‘Show detailed features’ to compare what each tier includes, then choose ‘Continue’.',
        'On ‘Create Your Account’, sign up with Google or fill in username, display name, email and password, accept the terms and choose ‘Create Account’.',
        'Confirm your email address with the link we send you (see Verifying your email address).',
      ],
    },
    {
      heading: 'Complete your profile',
      paragraphs: [
        'Right after registration Tessera takes you to profile setup at /setup. A complete profile is the first thing potential subscribers judge, so take a few minutes over it:',
      ],
      bullets: [
        'Display name: the name fans will know you by. Use something other than your email address.',
        'Bio: say what you create, how often you post and what subscribers get. Specific beats clever.',
        'Avatar: a clear, recognisable image that still reads well at small sizes.',
        'Cover image and social links: add them later from /profile to connect your audience from other platforms.',
      ],
    },
    {
      heading: 'Set up your subscription tiers',
      paragraphs: [
        'Your own tiers are what fans actually subscribe to. Each tier has a name, a description, a monthly price, a list of benefits, a colour and a content-access rule (all content, premium-only content, or content you assign to that tier). Manage them from the Creator Tools section of the sidebar (/subscription-settings).',
        'Start with two or three tiers whose benefits are clearly different. Pricing your subscriptions: strategies that work has advice on choosing prices. Content tiers are available on {{tier.pro-creator.name}} and {{tier.premium-creator.name}}.',
      ],
    },
    {
      heading: 'Get to know Creator Studio',
      paragraphs: [
        'Creator Studio, at /creator-dashboard, is your home base. Open it from the profile menu in the header. From there and from the Creator Tools in the sidebar you reach:',
      ],
      bullets: [
        'Upload (/content/upload) and your content library (/content/manage).',
        'Analytics (/creator/analytics) for views, engagement and revenue.',
        'Earnings (/earnings) for your balance and payout requests.',
        'Live streaming (/creator/streaming) on {{tier.pro-creator.name}} and above.',
      ],
    },
    {
      heading: 'Before you promote your page',
      paragraphs: [],
      steps: [
        'Publish a few posts first, including at least one public post so visitors can see your style.',
        'Schedule the next posts so your page keeps moving (see Scheduling posts and messages).',
        'Open /earnings and check your payout details, so your first payout request goes through smoothly.',
        'Read the Community Guidelines: they apply to every post, message and profile.',
        'Share your profile link on your other channels.',
      ],
    },
  ],
  related: ['profile-setup', 'pricing-strategies', 'creator-earnings', 'upload-organize-content'],
  updatedAt: '2026-11-20',
};
