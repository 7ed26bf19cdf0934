import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'password-reset',
  title: 'Resetting your password',
  category: 'Account & security',
  summary:
    'Forgot your password? Request a reset link from the sign-in screen, open it from your email and choose a new password. Each link works once and expires.',
  keywords: [
    'forgot password',
    'reset password',
    'change password',
    'reset link',
    'password email',
    'link expired',
    'new password',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'How password reset works',
      paragraphs: [
        'Tessera never emails you your password, and nobody at Tessera can see it. Instead, we send a reset link to the email address on your account. Opening that link lets you set a new password. Each link can be used only once and stops working after a short time, so an old email sitting in your inbox can’t be used by someone else later.',
      ],
    },
    {
      heading: 'Request a reset link',
      paragraphs: ['You can do this from any browser, signed in or not.'],
      steps: [
        'Go to /login and select ‘Forgot password?’ under the password field. This opens /forgot-password.',
        'Enter the email address you use for Tessera and submit the form.',
        'You’ll see a confirmation that, if an account exists for that address, a reset email is on its way. We show the same message for every address so nobody can use this form to find out who has an account.',
        'Open the email from Tessera and select the reset link. It opens the /reset-password page in your browser.',
      ],
    },
    {
      heading: 'Choose your new password',
      paragraphs: [
        'On the reset page, enter your new password twice. It must be at least 8 characters long and include an uppercase letter, a lowercase letter and a number. A longer passphrase made of several unrelated words is both easier to remember and harder to guess. Don’t reuse a password from another website.',
        'Once the new password is saved, go back to /login and sign in with it. If you use a password manager, update the saved entry so it doesn’t keep filling in the old one.',
      ],
    },
    {
      heading: 'If the reset doesn’t work',
      paragraphs: ['Most problems have a quick fix.'],
      bullets: [
        'No email after a few minutes: check spam, junk and any promotions tab, and search your inbox for “Tessera”. Make sure you typed the address you registered with.',
        'The link says it is invalid or expired: it has already been used or has run out of time. Request a fresh link from ‘Forgot password?’. If you requested several, use the most recent email.',
        'The link opens but your new password is rejected: read the message on the page; it will tell you which rule the password doesn’t meet.',
        'A network error while sending or resetting: check your connection and try again in a moment.',
        'You signed up with Google: your account may not have a Tessera password at all. Use the Google button on /login instead.',
      ],
    },
    {
      heading: 'You didn’t ask for a reset email',
      paragraphs: [
        'If a reset email arrives that you didn’t request, someone may have typed your address by mistake. You can ignore it: your password stays the same unless the link is used. If you receive several or suspect someone is trying to get into your account, change your password, review the advice in the account security guide, and let us know at support@tessera.example.',
      ],
    },
  ],
  related: ['login-troubleshooting', 'account-security', 'email-verification', 'oauth-guide'],
  updatedAt: '2026-11-20',
};
