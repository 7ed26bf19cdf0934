import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/how-it-works',
  title: 'How Tessera works',
  intro:
    'Creators publish photo, video and text posts; subscribers pay monthly to see more of the work they love, send tips, unlock pay-per-view posts and chat directly. Here is how each side of Tessera fits together.',
  sections: [
    {
      heading: 'One sign-up, two paths',
      paragraphs: [
        'Every Tessera account is either a subscriber account or a creator account, and you choose when you register. You must be 18 or older to join.',
      ],
      steps: [
        'Select Sign up in the header, or go to /register.',
        'On “Choose Your Path”, pick Subscriber or Creator, then choose one of the three plans for that path. Turn on “Show detailed features” to compare everything each plan includes, then select Continue.',
        'On “Create Your Account”, either use the Google button or enter a username, display name, email address and password (at least 8 characters, with an uppercase letter, a lowercase letter and a number).',
        'Tick the box to accept the terms (/terms) and privacy policy (/privacy), then select Create Account.',
        'Finish your profile on the setup screen. If you chose a paid plan, you are taken to checkout next; otherwise you land on your dashboard.',
      ],
    },
    {
      heading: 'For subscribers: find, follow and support',
      paragraphs: [
        'Once you are signed in, Feed, Explore and Messages appear in the header. Explore (/explore) lets you browse creators and posts, and the Neural Search button in the header finds creators, posts, tags and help articles as you type.',
      ],
      steps: [
        'Open a creator’s profile from Explore or a search result.',
        'Select Subscribe and choose one of the creator’s own tiers on /subscribe/{creatorId}; each tier lists its benefits and monthly price.',
        'Pay with a card (processed by Stripe) or with PayPal. Your subscription starts straight away.',
        'Find everything you follow at /my-subscriptions and every payment at /billing.',
      ],
    },
    {
      heading: 'What your subscriber plan unlocks',
      paragraphs: [
        'Alongside the creators you subscribe to, your Tessera plan decides which kinds of posts you can open and how much you can message. Creators mark each post as public, for subscribers, premium or exclusive.',
      ],
      bullets: [
        'Basic Subscriber ({{tier.basic-subscriber.price}} a month): subscriber posts, standard-definition video and up to {{tier.basic-subscriber.conversationsPerDay}} new conversations a day.',
        'Pro Subscriber ({{tier.pro-subscriber.price}} a month): everything in Basic plus premium posts, HD video and up to {{tier.pro-subscriber.conversationsPerDay}} new conversations a day.',
        'VIP Subscriber ({{tier.vip-subscriber.price}} a month): everything in Pro plus exclusive posts, ultra-HD video and {{tier.vip-subscriber.conversationsPerDay}} conversations a day.',
        'Paying yearly instead of monthly saves {{annual.discount}}; switch the toggle in the plans dialog (“View Subscriber Plans” on the home page).',
      ],
    },
    {
      heading: 'For creators: publish and get paid',
      paragraphs: [
        'Creators start on the free Basic Creator plan or choose Pro Creator or Premium Creator for lower platform fees and more tools. Your home base is Creator Studio at /creator-dashboard, reachable from your profile menu.',
      ],
      steps: [
        'Complete your profile with a display name, bio, avatar and cover image so people know what they are subscribing to.',
        'Verify your identity when asked; it protects you and your subscribers.',
        'Set up what subscribers get: a monthly price and a list of benefits. On Pro Creator and Premium Creator you can offer several tiers with different content.',
        'Upload posts from the Upload link (/content/upload) in JPG, PNG, WebP, GIF, MP4, WebM or MOV — images up to {{upload.imageMaxMb}} and videos up to {{upload.videoMaxMb}}. Publish now, save a draft or schedule for later.',
        'Track views, subscribers and revenue in /creator/analytics and request payouts from /earnings.',
      ],
    },
    {
      heading: 'Renewals, cancellations and payouts',
      paragraphs: [
        'Subscriptions renew every {{subscription.periodDays}} days until you cancel. When you cancel, you keep access until the end of the period you have already paid for, and you can resume before then without paying twice. Refunds follow our refund policy at /help/refund-policy.',
        'Creators earn from subscriptions, tips and pay-per-view posts. Tessera keeps a platform fee that depends on the creator’s plan, and payment processing costs {{fees.payment}}. Once your balance reaches {{payout.minimum}}, you can request a payout; a request costs {{fees.payoutRequest}} and is scheduled {{payout.delayDays}} days later on our weekly payout run.',
      ],
    },
    {
      heading: 'Messaging in real time',
      paragraphs: [
        'Messages (/messages) is a live chat between subscribers and creators, with delivery and read status, reactions and drafts saved as you type. You need an active subscription to start a conversation, and some creators only accept messages from higher subscriber plans. Creators on Pro Creator or above can also send one message to many subscribers at once and go live with streaming.',
      ],
    },
    {
      heading: 'Need a hand?',
      paragraphs: [
        'The help centre at /help covers every step above in detail, from your first subscription to payouts. Our safety approach is explained at /safety, and you can reach support any time at support@tessera.example.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
