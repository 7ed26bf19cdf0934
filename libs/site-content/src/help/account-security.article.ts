import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'account-security',
  title: 'Keeping your account secure',
  category: 'Account & security',
  summary:
    'Practical steps to protect your Tessera account: a strong password or Google sign-in, careful use of ‘Remember me’, spotting phishing, and what to do if you think someone got in.',
  keywords: [
    'security',
    'hacked',
    'strong password',
    'phishing',
    'shared computer',
    'remember me',
    'compromised account',
    'protect account',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Use a strong, unique password',
      paragraphs: [
        'Tessera requires at least 8 characters with an uppercase letter, a lowercase letter and a number, but that’s the minimum, not the goal. The single most effective thing you can do is use a password you don’t use anywhere else, so a leak from another website can’t be replayed against your Tessera account.',
      ],
      bullets: [
        'Prefer a long passphrase of several unrelated words over a short, complicated string.',
        'Let a password manager generate and store it for you.',
        'Never share your password, including with someone claiming to be from Tessera. Our team will never ask for it.',
        'If you sign in with Google, keep your Google account protected with its own 2-Step Verification; it guards your Tessera sign-in too.',
      ],
    },
    {
      heading: 'Be deliberate about ‘Remember me’',
      paragraphs: [
        'A normal session on Tessera lasts 24 hours. Ticking ‘Remember me’ on the sign-in screen keeps you signed in on that browser for 30 days and lets the login screen offer quick sign-in for that device. That’s convenient on your own phone or laptop, but on a shared, work or public computer it means the next person could open your account.',
      ],
      steps: [
        'On any device that isn’t yours, leave ‘Remember me’ unticked.',
        'When you finish, open the profile menu in the header and sign out.',
        'If the login screen shows a quick sign-in card on a device you no longer trust, select ‘Dismiss’. This removes the saved device sign-in.',
      ],
    },
    {
      heading: 'Spot phishing and scams',
      paragraphs: [
        'Scammers sometimes send emails or messages that imitate Tessera to steal logins or payments. Real password reset links come only when you request one and always open Tessera’s own /reset-password page.',
      ],
      bullets: [
        'Check the address in your browser before typing your password. If in doubt, type the Tessera address yourself rather than following a link.',
        'Be wary of messages that rush you (“your account will be closed today”) or ask you to pay or verify outside Tessera.',
        'Keep payments on Tessera. Creators are paid through subscriptions, tips and pay-per-view on the platform; a request to pay by gift card, bank transfer or another app is a red flag.',
        'Report suspicious accounts or messages so the moderation team can act on them.',
      ],
    },
    {
      heading: 'Protect your payment details',
      paragraphs: [
        'Card payments are handled by Stripe, so Tessera never stores your full card number; your billing page at /billing only shows the card brand and the last four digits. Review /billing?tab=transactions from time to time, and if you see a charge you don’t recognise, contact support.',
      ],
    },
    {
      heading: 'If you think someone got into your account',
      paragraphs: ['Act quickly, in this order.'],
      steps: [
        'Reset your password straight away using ‘Forgot password?’ on /login, and choose one you haven’t used before.',
        'If you use Google sign-in, secure your Google account first, since that’s how you get into Tessera.',
        'Check your email address, display name and profile at /profile, and your payment methods at /billing, for changes you didn’t make.',
        'Check your recent transactions and messages for anything sent in your name.',
        'Email support@tessera.example from the address on your account, describing what you noticed and when. We can review your account and help secure it.',
      ],
    },
  ],
  related: ['password-reset', 'two-factor-authentication', 'session-management', 'oauth-guide'],
  updatedAt: '2026-11-20',
};
