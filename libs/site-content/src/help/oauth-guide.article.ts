import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'oauth-guide',
  title: 'Signing in with Google',
  category: 'Account & security',
  summary:
    'Use your Google account to create a Tessera account or sign in without a separate password, and fix the errors that can interrupt Google sign-in.',
  keywords: [
    'google',
    'google sign-in',
    'oauth',
    'sign in with google',
    'google login',
    'redirect uri mismatch',
    'oauth failed',
    'social login',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Why use Google sign-in',
      paragraphs: [
        'Signing in with Google means you don’t have to create or remember another password. Google confirms who you are and tells Tessera your verified email address and name; Tessera never sees your Google password. Your Google account’s own security, such as its 2-Step Verification, then protects your Tessera sign-in as well.',
        'The Google button appears on /login and on the second step of /register when Google sign-in is available. If you don’t see it, sign-in with Google is switched off for the moment and you can use your email and password instead.',
      ],
    },
    {
      heading: 'Create an account with Google',
      paragraphs: ['Choosing your role first matters, because Google only confirms who you are.'],
      steps: [
        'Go to /register and choose Subscriber or Creator on the ‘Choose Your Path’ step, then pick a plan and select ‘Continue’.',
        'On ‘Create Your Account’, select the Google button instead of filling in the form.',
        'Choose the Google account you want to use in the pop-up and approve the request.',
        'You’ll see a success message and be taken into Tessera. New accounts continue to profile setup so you can add a bio and picture.',
      ],
    },
    {
      heading: 'Sign in with Google',
      paragraphs: [
        'On /login, select the Google button, pick the same Google account you registered with, and you’ll be signed in and taken to your dashboard. If you registered with an email and password, keep using those: the email form and the Google button are separate ways in.',
      ],
    },
    {
      heading: 'Google sign-in errors and fixes',
      paragraphs: ['These are the messages you might see and what to do about each one.'],
      bullets: [
        '‘Google authentication was cancelled or failed’: the pop-up was closed before you finished, or your browser blocked it. Allow pop-ups for Tessera and try again.',
        '‘No credential received from Google. Please try again.’: Google didn’t send back a sign-in. Retry; if it keeps happening, sign out of Google in another tab and sign back in first.',
        '‘Google authentication expired. Please try signing in again.’: the sign-in took too long. Start again and complete it promptly.',
        '‘Google sign-in is not available. Please contact support or use email/password login.’: Google sign-in isn’t set up at the moment. Use your email and password, or use ‘Forgot password?’ to set one.',
        '‘Network error. Please check your connection and try again.’: your connection dropped during sign-in.',
        'A notice on /login that Google OAuth failed, usually because of a redirect URI mismatch: the address you opened Tessera from isn’t one Google expects. Open Tessera from its normal address rather than a bookmark to an old or unusual one.',
      ],
    },
    {
      heading: 'Checking the setup',
      paragraphs: [
        'The login error notice links to /auth/debug, and the same information is at /oauth-debugger. These pages show whether Google sign-in is enabled, the exact web address (origin) your browser is using, whether Google’s sign-in script loaded, and your current session state. They never show secret keys or tokens. If you contact support@tessera.example about Google sign-in, including what these pages show helps us find the problem quickly.',
        'Browser extensions that block third-party scripts or cookies can stop Google’s sign-in script from loading. If the script shows as not loaded, try allowing it for Tessera or using a private window with extensions turned off.',
      ],
    },
  ],
  related: [
    'how-to-create-account',
    'login-troubleshooting',
    'account-security',
    'browser-compatibility',
  ],
  updatedAt: '2026-11-20',
};
