import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'login-troubleshooting',
  title: 'Can’t sign in? Fixing common login problems',
  category: 'Troubleshooting',
  summary:
    'What each sign-in error means and how to get back into your Tessera account, from a mistyped password to a Google sign-in that won’t finish.',
  keywords: [
    'cannot log in',
    'sign in failed',
    'invalid email or password',
    'locked out',
    'too many attempts',
    'logged out',
    'session expired',
    'unable to connect',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Start with the basics',
      paragraphs: [
        'Most sign-in problems come down to a small typo or the wrong sign-in method. Before anything else, run through this quick list on the ‘Welcome Back’ screen at /login.',
      ],
      steps: [
        'Check the email address for typos and make sure it’s the one you registered with.',
        'Select the eye icon in the password field to show what you typed. Passwords are case-sensitive, so check Caps Lock.',
        'If you created your account with the Google button, sign in with the Google button too rather than the email form.',
        'Select ‘Sign In’ and wait for ‘Signing in...’ to finish before trying again.',
      ],
    },
    {
      heading: 'What the error messages mean',
      paragraphs: ['Each message points to a different cause, so read it before retrying.'],
      bullets: [
        '‘Invalid email or password. Please try again.’ with a ‘Sign In Failed’ toast: the email and password don’t match an account. For your security we don’t say which of the two is wrong. If you’re not sure of the password, use ‘Forgot password?’.',
        '‘Please enter a valid email address’ or ‘Password must be at least 6 characters’: the form caught a formatting problem before sending anything. Fix the field and try again.',
        '‘Unable to connect to server. Please check your internet connection and try again.’: your device couldn’t reach Tessera. Check your connection, turn off any VPN or content blocker that might interfere, and reload the page.',
        'A message that you’ve made too many attempts: to protect accounts from password guessing, Tessera temporarily limits repeated sign-in attempts. Wait a few minutes before trying again, and use ‘Forgot password?’ rather than guessing.',
        '‘Google authentication expired. Please try signing in again.’ or ‘Google authentication was cancelled or failed’: the Google pop-up was closed or timed out. Start the Google sign-in again and complete it in the pop-up.',
      ],
    },
    {
      heading: 'You were signed out unexpectedly',
      paragraphs: [
        'For safety, a normal session lasts 24 hours. If you tick ‘Remember me’ when signing in, it lasts 30 days on that browser. When a session runs out you’re returned to /login and simply need to sign in again; nothing in your account is lost.',
        'Clearing your browser’s cookies and site data, or closing a private window, also ends the session. Sessions belong to one browser, so signing in on your laptop doesn’t sign you in on your phone. Only tick ‘Remember me’ on a device that you alone use.',
      ],
    },
    {
      heading: 'The quick sign-in card doesn’t work',
      paragraphs: [
        'If you asked Tessera to remember your device, the login screen shows a card with your email and when you last used it, plus ‘Sign in automatically’ and ‘Dismiss’. If automatic sign-in fails you’ll see ‘Auto-login failed’ and ‘Please sign in manually.’ This usually means the saved device sign-in has expired or was revoked. Select ‘Dismiss’ to remove the card and sign in with your email and password or Google.',
      ],
    },
    {
      heading: 'Still locked out?',
      paragraphs: [
        'If a password reset email never arrives, check your spam or junk folder and make sure you entered the address you registered with. For Google sign-in problems, the ‘Signing in with Google’ guide explains the specific errors. If none of this helps, email support@tessera.example from the address on your account. Tell us what you tried, the exact error message, and your browser and device, and we’ll help you get back in. We will never ask you for your password.',
      ],
    },
  ],
  related: ['password-reset', 'oauth-guide', 'session-management', 'account-security'],
  updatedAt: '2026-11-20',
};
