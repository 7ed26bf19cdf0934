import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'email-verification',
  title: 'Verifying your email address',
  category: 'Account & security',
  summary:
    'Why Tessera asks you to confirm your email address, how to use the verification link, and what to do if the email never arrives or the link has expired.',
  keywords: [
    'verify email',
    'confirm email',
    'verification link',
    'resend verification',
    'email not received',
    'link expired',
    'spam folder',
    'unverified',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Why we verify your email',
      paragraphs: [
        'Your email address is how Tessera reaches you about payments, subscriptions and security, and it is the only way to recover your account if you forget your password. Verifying it proves that the address is yours and that our messages reach you. Email verification is required on Tessera, so please confirm your address soon after registering.',
      ],
    },
    {
      heading: 'Verify your address',
      paragraphs: [],
      steps: [
        'Right after you register, we send an email with a verification link to the address you entered.',
        'Open the email and select the link. It opens the verification page (/verify-email) on Tessera.',
        'Wait a moment while the link is checked. When it succeeds, the page confirms that your email address is verified.',
        'Continue to Tessera. If you were signed out in the meantime, sign in as usual.',
      ],
    },
    {
      heading: 'The email has not arrived',
      paragraphs: [],
      bullets: [
        'Give it a few minutes; mail can be delayed.',
        'Look in your spam, junk, promotions or updates folders, and search your mailbox for Tessera.',
        'Check that you registered with the address you are looking in. Your address is shown on /profile.',
        'Add the Tessera sending address to your contacts so future mail lands in your inbox.',
        'Request a new email: sign in and use the option to resend the verification email. Then use the link in the most recent email.',
      ],
    },
    {
      heading: 'The link says it is invalid or expired',
      paragraphs: [
        'Verification links are single-use and expire after a while for your security. If the link has already been used, your address may already be verified; sign in to check. Otherwise sign in and request a fresh verification email.',
        'Some email apps open links in a preview that can break them. If that happens, copy the whole link and paste it into your browser’s address bar. A message starting with ‘Network error while verifying email’ means the page could not reach Tessera: check your connection and open the link again.',
      ],
    },
    {
      heading: 'Need to change your email address?',
      paragraphs: [
        'If you made a typo when registering, or no longer use that mailbox, write to support@tessera.example with your username and the address you want to use. We may ask you to prove that the account is yours before we change it.',
      ],
    },
  ],
  related: ['how-to-create-account', 'login-troubleshooting', 'password-reset', 'account-security'],
  updatedAt: '2026-11-20',
};
