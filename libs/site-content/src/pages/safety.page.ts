import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/safety',
  title: 'Safety at Tessera',
  intro:
    'A platform where people pay for personal, creative work only works if everyone on it feels safe. This page explains what we do to protect creators and subscribers, and what you can do to protect yourself.',
  sections: [
    {
      heading: 'Adults only, verified creators',
      paragraphs: [
        'Tessera is for people aged 18 and over. By creating an account you confirm that you meet this requirement, and we close accounts when we learn that a user is under 18.',
        'Creators go a step further: they verify their identity by submitting a photo of a government-issued ID and a selfie. Our admin team reviews each request by hand and approves or rejects it. Verified creators carry a Verified badge in search results, so you know the person behind the profile is who they say they are.',
      ],
    },
    {
      heading: 'How we moderate',
      paragraphs: [
        'Every post on Tessera must follow our community guidelines (/community-guidelines). New uploads can be held for review, and our moderation team checks flagged and reported content, approving it, rejecting it or removing it. We look at accounts, not just single posts: repeated or serious breaches lead to suspension or a permanent ban.',
      ],
      bullets: [
        'Content involving minors, non-consensual material and illegal content are removed immediately and, where the law requires it, reported to the authorities.',
        'Every moderation action is recorded in an audit log, so decisions can be checked later. If you think we got one wrong, write to support@tessera.example and we will take another look.',
        'Copyright complaints follow our notice-and-takedown process at /dmca.',
      ],
    },
    {
      heading: 'Protect your account',
      paragraphs: [
        'Most account problems start with a weak or reused password or a device left signed in. A few habits go a long way:',
      ],
      bullets: [
        'Use a unique password of at least 8 characters with uppercase and lowercase letters and a number — longer is better — or sign in with Google.',
        'Tick “Remember me” only on a device that is yours. Without it, you stay signed in for 24 hours; with it, for 30 days.',
        'Always sign out from the profile menu on shared or public computers.',
        'Repeated failed sign-in attempts are rate limited to slow down anyone trying to guess your password. If you are locked out, wait a few minutes and use “Forgot password?” on the Sign In screen.',
        'Reset links we email are single-use and expire. If you did not ask for one, ignore it and consider changing your password.',
        'Tessera staff will never ask for your password, and we will never ask you to pay anywhere other than Tessera’s own checkout.',
      ],
    },
    {
      heading: 'Pay and chat safely',
      paragraphs: [
        'Card payments are handled by Stripe and PayPal payments by PayPal; Tessera keeps only the last four digits of a card so you can recognise it. Keep every payment on Tessera: if someone asks you to send money through another app, gift cards or a bank transfer, it is a scam, and payments made outside Tessera cannot be refunded or protected by us.',
        'In Messages, never share passwords, one-time codes, your home address or financial details. Creators decide what they share and can choose which posts are public, for subscribers, premium or exclusive. Downloading and re-sharing a creator’s posts outside Tessera is forbidden.',
      ],
    },
    {
      heading: 'Report a problem',
      paragraphs: [
        'If something looks wrong, tell us. Reports are confidential: the person you report is not told who reported them.',
      ],
      steps: [
        'Use the report option on the post, profile or message, and choose the reason that fits best.',
        'Add a short description of what happened and when — specifics help us act faster.',
        'If you cannot use the report option, email support@tessera.example with links to the profile or post and any screenshots.',
        'Our moderation team reviews the report and takes action where the guidelines are broken; we may email you if we need more details.',
      ],
    },
    {
      heading: 'If you are in danger',
      paragraphs: [
        'Tessera cannot provide emergency help. If you or someone else is in immediate danger, contact your local emergency services first, then report the account to us so we can preserve evidence and act on the platform. Our help centre article at /help/report-user-content walks through reporting in detail, and /help/account-security covers locking down your account.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
