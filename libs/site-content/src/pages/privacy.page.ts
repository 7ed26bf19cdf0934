import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/privacy',
  title: 'Privacy policy',
  intro:
    'This policy explains what personal data Tessera collects when you use our website and services, why we use it, who we share it with and the choices you have. Tessera, the company that operates the platform, is responsible for your data. Questions and requests go to support@tessera.example.',
  sections: [
    {
      heading: 'The data we collect',
      paragraphs: [
        'We collect only what we need to run the platform, take payments, keep people safe and meet our legal duties.',
      ],
      bullets: [
        'Account data: your email address, username, display name, password (stored only as a one-way hash), account type, and anything you add to your profile such as a bio, avatar, cover image and social links. If you sign in with Google, we receive your Google account identifier, name and email address.',
        'Verification data: for creators, the identity document and selfie submitted for verification, and the outcome of our review.',
        'Payment data: card payments are processed by Stripe and PayPal payments by PayPal. We never receive or store your full card number; we keep the card brand, last four digits and expiry date, or your PayPal email address, together with a record of each transaction, fee and payout.',
        'Content and messages: the posts, comments, messages, reactions and attachments you create, plus reports you file or that are filed about you.',
        'Usage data: pages visited, actions taken, device and browser type, IP address, approximate location derived from it, and your online status and last-seen time.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use personal data to provide the service you signed up for (our contract with you), to meet legal obligations, for our legitimate interests in keeping Tessera secure and improving it, and — only where you agree — for analytics and marketing cookies.',
      ],
      bullets: [
        'Creating and securing your account, keeping you signed in and detecting suspicious sign-in attempts.',
        'Processing subscriptions, tips, pay-per-view purchases, refunds and creator payouts.',
        'Delivering messages and notifications, and showing your online status to people you talk to.',
        'Moderating content, verifying creators, investigating reports and preventing fraud.',
        'Answering support requests and sending service emails such as email verification and password reset links.',
        'Understanding how features are used so we can improve them, using aggregated statistics wherever possible.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We do not sell your personal data. We share it only with:'],
      bullets: [
        'Stripe and PayPal, to process payments and payouts and to prevent payment fraud.',
        'Google, if you choose to sign in with Google.',
        'Service providers who host our systems and send our emails, under contracts that restrict them to our instructions.',
        'Other users, to the extent you choose: your public profile, posts you publish and messages you send are visible to their audience.',
        'Authorities or courts, when the law requires it or when needed to protect someone’s safety.',
      ],
    },
    {
      heading: 'Data stored on your device',
      paragraphs: [
        'Tessera keeps some information in your browser’s storage: your sign-in session, your theme choice, your cookie preferences, recent Neural Search queries and the search preferences used to personalise results. If you tick “Remember me” or save your sign-in for quick access, those details stay on that device until you sign out, dismiss them or clear your browser data. Cookies and your choices about them are described at /cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account data while your account is open. When you close it, we delete or anonymise your personal data within a reasonable period, except where we must keep it longer: transaction and payout records for as long as tax and accounting laws require, and information linked to a safety investigation or legal claim until it is resolved. Content you delete is removed from the platform and then from our backups on their normal cycle.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you have the right to access your data, correct it, delete it, receive a copy in a portable format, object to or restrict certain uses, and withdraw consent at any time. You can update most profile details yourself in /profile and Settings. For anything else, email support@tessera.example from your account address; we may ask you to confirm your identity first. You can also complain to your local data protection authority.',
      ],
    },
    {
      heading: 'Security, age and changes',
      paragraphs: [
        'We protect data with encrypted connections, hashed passwords, short-lived sign-in sessions, rate-limited sign-in attempts and access controls for our staff, and every administrative action is logged. No system is perfect, so please use a strong, unique password too.',
        'Tessera is only for people aged 18 and over, and we do not knowingly collect data from anyone younger. If we change this policy in a meaningful way, we will update the date on this page and tell you by email or in the app before the change takes effect.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
