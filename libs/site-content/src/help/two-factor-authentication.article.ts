import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'two-factor-authentication',
  title: 'Two-factor sign-in with an authenticator app',
  category: 'Account & security',
  summary:
    'Turn on two-factor sign-in in Settings so that signing in needs a code from an app on your phone as well as your password, keep your recovery codes, and turn it off again.',
  keywords: [
    '2fa',
    'two-factor',
    'two-step verification',
    'mfa',
    'security code',
    'authenticator',
    'recovery codes',
    'qr code',
    'account protection',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What two-factor sign-in does',
      paragraphs: [
        'With two-factor sign-in on, signing in needs two different things: your password, and a 6-digit code from an authenticator app on your phone. The code changes every 30 seconds, so someone who has stolen or guessed your password still cannot get in. For creators, whose account holds their earnings and their subscribers’ trust, it is one of the most effective protections there is.',
        'It is off until you turn it on. Any authenticator app that reads a QR code works, such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.',
      ],
    },
    {
      heading: 'Turn it on',
      paragraphs: [],
      steps: [
        'Open Settings (/settings) and stay on the Security tab.',
        'Under ‘Two-factor sign-in’, choose ‘Set up two-factor sign-in’. A QR code appears.',
        'Scan the QR code with your authenticator app. If you cannot scan it, type the key shown under it into the app instead.',
        'Enter the 6-digit code the app shows and choose ‘Turn on’.',
        'Save the 10 recovery codes that appear. They are shown only this once: copy them, download them, or write them down, and keep them somewhere other than your phone.',
      ],
    },
    {
      heading: 'Signing in with it on',
      paragraphs: [
        'After your password, or after Google or an emailed sign-in link, the sign-in page asks for the code from your app. Each code works once: if a code is refused, wait for the next one. Wrong codes count like wrong passwords, so after several in a row you have to wait a while before trying again.',
        'A browser you asked to remember with ‘Remember me’ signs in with one click and does not ask for a code again, because it was remembered after you passed the code step. You can revoke remembered devices in Settings at any time.',
      ],
    },
    {
      heading: 'If you lose your phone',
      paragraphs: [],
      steps: [
        'On the code step of the sign-in page, choose ‘Use a recovery code’ and enter one of your saved recovery codes. Each recovery code works once.',
        'Once you are in, open Settings and turn two-factor sign-in off with your password, then turn it on again with your new phone. You get a fresh set of recovery codes.',
        'If you have neither your phone nor a recovery code, write to support@tessera.example from your account’s email address with your username. We will never ask you for your password or for a code.',
      ],
    },
    {
      heading: 'Turn it off',
      paragraphs: [
        'In Settings, under ‘Two-factor sign-in’, confirm with a current code from the app or with your password and choose ‘Turn off’. Signing in then takes only your password again. Settings also shows how many recovery codes you have left.',
      ],
    },
    {
      heading: 'Protections that are always on',
      paragraphs: [
        'Whether or not two-factor sign-in is on, Tessera also protects your account with:',
      ],
      bullets: [
        'Sign-in rate limiting: repeated failed attempts are slowed down and then refused for a while, which stops automated password guessing.',
        'Single-use reset links: a password reset link works once and expires, so an old email cannot be reused.',
        'A list of your sessions in Settings, each of which you can sign out, and a password change that signs out every other session.',
      ],
    },
  ],
  related: ['account-security', 'session-management', 'password-reset', 'oauth-guide'],
  updatedAt: '2026-11-27',
};
