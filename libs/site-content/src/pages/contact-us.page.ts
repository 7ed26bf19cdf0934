import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/contact-us',
  title: 'Contact us',
  intro:
    'You can reach the Tessera team at support@tessera.example or with the form on this page. To help us solve your problem on the first reply, find your topic below: each one lists what to check first and what to send us.',
  sections: [
    {
      heading: 'Billing, subscriptions and refunds',
      paragraphs: [
        'Check first: your payment history at /billing (Transactions tab) and your subscriptions at /my-subscriptions. Remember that a cancelled subscription keeps working until the end of the period you paid for, and that refunds follow the policy at /help/refund-policy.',
      ],
      bullets: [
        'The date and amount of the charge, and the creator or plan it was for.',
        'The payment method: the last four digits of the card, or the PayPal email address.',
        'Whether you want to cancel, dispute a charge or ask for a refund, and why.',
      ],
    },
    {
      heading: 'Signing in and account access',
      paragraphs: [
        'Check first: use “Forgot password?” on the Sign In screen to get a reset link by email (it works once and expires). If you normally use the Google button, sign in with Google rather than with a password. After several failed attempts, sign-in is paused briefly to protect your account — wait a few minutes before trying again. /help/login-troubleshooting covers the most common causes.',
      ],
      bullets: [
        'The email address or username on the account.',
        'How you usually sign in: email and password, or Google.',
        'The exact error message, for example “Invalid email or password”.',
      ],
    },
    {
      heading: 'Uploads, posts and playback',
      paragraphs: [
        'Check first: Tessera accepts JPG, PNG, WebP, GIF, MP4, WebM and MOV, with images up to {{upload.imageMaxMb}} and videos up to {{upload.videoMaxMb}}. Your plan may set its own daily upload and file-size limits; /help/supported-formats and /help/upload-troubleshooting explain both.',
      ],
      bullets: [
        'The file type and size, and the error shown.',
        'Your browser and device.',
        'For a post that does not appear: its title and whether it was published, scheduled or saved as a draft.',
      ],
    },
    {
      heading: 'Creator earnings and payouts',
      paragraphs: [
        'Check first: /earnings shows your balance, fees and every payout with its status. Payouts can be requested once your balance reaches {{payout.minimum}}, cost {{fees.payoutRequest}} per request and are scheduled {{payout.delayDays}} days after the request on our weekly payout run.',
      ],
      bullets: [
        'The date you requested the payout and its amount.',
        'The payout status shown in /earnings.',
        'Any recent change to your payout method in /billing.',
      ],
    },
    {
      heading: 'Safety, reports and copyright',
      paragraphs: [
        'If someone is in immediate danger, contact local emergency services first. To report a user, post or message, use its report option; if you cannot, email support@tessera.example with links and screenshots. Copyright notices have their own process and address — follow /dmca and write to dmca@tessera.example.',
      ],
    },
    {
      heading: 'How we reply',
      paragraphs: [
        'Every message gets a reply from a member of our support team, by email, in the order received — with safety reports and locked-out accounts handled first. Please write from your account email address and keep to one topic per message. We will never ask for your password or full card number, so never include them.',
        'Looking for general information about Tessera instead? Start at /about or /how-it-works.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
