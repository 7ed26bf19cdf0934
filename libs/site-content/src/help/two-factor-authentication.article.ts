import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'two-factor-authentication',
  title: 'Two-factor authentication and sign-in protection',
  category: 'Account & security',
  summary:
    'What two-factor authentication is, how to add a second sign-in step to your Tessera account today through Google, and the other protections that guard your sign-in.',
  keywords: [
    '2fa',
    'two-factor',
    'two-step verification',
    'mfa',
    'security code',
    'authenticator',
    'google sign-in',
    'account protection',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What two-factor authentication does',
      paragraphs: [
        'Two-factor authentication (2FA) means that signing in needs two different things: something you know, such as your password, and something you have, such as your phone. Someone who has stolen or guessed your password still cannot get in without the second factor. For creators, whose account holds their earnings and their subscribers’ trust, it is one of the most effective protections there is.',
        'On Tessera, two-factor authentication is a platform-level security setting and is switched off by default, so a Tessera password on its own is a single factor. To add a second sign-in step today, sign in with Google and turn on 2-Step Verification on your Google account.',
      ],
    },
    {
      heading: 'Add a second step with Google sign-in',
      paragraphs: [
        'When you sign in with Google, Google checks your identity before Tessera lets you in, so Google’s 2-Step Verification protects your Tessera account as well. Accounts created with an email and password keep signing in that way; for them, the protections below and a well-secured email account matter most.',
      ],
      steps: [
        'Turn on 2-Step Verification in your Google account’s security settings and follow Google’s steps to add your phone or a security key.',
        'When you create your Tessera account at /register, choose Google sign-up on the ‘Create Your Account’ step. If your account already uses Google, sign in with the Google button on /login as usual.',
        'Sign out and sign in again once to check that Google asks for your second step.',
      ],
    },
    {
      heading: 'Protections that are always on',
      paragraphs: ['Whichever way you sign in, Tessera also protects your account with:'],
      bullets: [
        'Sign-in rate limiting: repeated failed attempts are slowed down and then refused for a while, which stops automated password guessing.',
        'Email verification: confirming your address makes sure that password reset emails reach you and nobody else.',
        'Single-use reset links: a password reset link works once and expires, so an old email cannot be reused.',
        'Limited sessions: a sign-in lasts 24 hours, or 30 days when you tick ‘Remember me’ (see Sessions and staying signed in).',
      ],
    },
    {
      heading: 'Secure your email account too',
      paragraphs: [
        'Anyone who controls your email can request a password reset for your Tessera account. Turn on two-factor authentication with your email provider as well, and use a password there that you do not use anywhere else. If you sign in with a password, choose a long one that is unique to Tessera; a password manager makes this easy.',
      ],
    },
    {
      heading: 'If you lose your phone or security key',
      paragraphs: [],
      steps: [
        'Recover your Google account first, using the backup codes or recovery options you set up with Google.',
        'If you cannot get in at all, write to support@tessera.example from your account’s email address with your username. We will never ask you for your password or for a verification code.',
      ],
    },
  ],
  related: ['account-security', 'oauth-guide', 'password-reset', 'session-management'],
  updatedAt: '2026-11-20',
};
