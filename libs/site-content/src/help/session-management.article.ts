import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'session-management',
  title: 'Sessions and staying signed in',
  category: 'Account & security',
  summary:
    'How long you stay signed in, what ‘Remember me’ and quick sign-in do, how to sign out properly, and why you are sometimes asked to sign in again.',
  keywords: [
    'remember me',
    'stay signed in',
    'signed out',
    'session expired',
    'log out',
    'quick sign-in',
    'shared computer',
    'auto login',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'How long a session lasts',
      paragraphs: [
        'When you sign in, Tessera starts a session on that browser. A normal session lasts 24 hours. If you tick ‘Remember me’ on the sign-in page, it lasts 30 days instead.',
        'While you use Tessera, your session is renewed quietly in the background shortly before it would run out, so you are not interrupted in the middle of something. Tessera also checks every few minutes that your session is still valid. When a session has expired or is no longer valid, you are signed out and taken to the sign-in page; after signing in you can carry on where you were.',
      ],
    },
    {
      heading: 'Remember me and quick sign-in',
      paragraphs: [
        'Ticking ‘Remember me’ also remembers the device. The next time you open /login on it, a quick sign-in card shows your email address and when you last used it, with two buttons:',
      ],
      bullets: [
        '‘Sign in automatically’ signs you straight in without typing your password.',
        '‘Dismiss’ forgets this device: the card disappears and you sign in normally next time.',
        'If quick sign-in fails (‘Auto-login failed’ / ‘Please sign in manually.’), just enter your email and password.',
        'Tessera never stores your password in the browser; the device is remembered with a separate key that can be withdrawn.',
      ],
    },
    {
      heading: 'Sign out',
      paragraphs: [],
      steps: [
        'Open the profile menu in the header.',
        'Choose Log out. A message confirms that you are being signed out.',
        'You are taken to the home page. Your session on this browser has ended.',
      ],
    },
    {
      heading: 'See and end your sessions',
      paragraphs: [
        'Settings (/settings) lists, on its Security tab, every browser and device signed in to your account: when each signed in, when it was last active, the browser and system, and the network it came from (shown coarsely, as the first parts of its address; Tessera keeps no location database). ‘This session’ marks the one you are using.',
        'Choose ‘Sign out’ next to any other session to end it at once, everywhere: it can no longer load pages or send messages. Changing your password in Settings signs out every other session and forgets every remembered device, while keeping you signed in where you made the change.',
      ],
    },
    {
      heading: 'Using a shared or public computer',
      paragraphs: [],
      bullets: [
        'Do not tick ‘Remember me’.',
        'If a quick sign-in card from someone else’s account appears, choose ‘Dismiss’ rather than using it.',
        'Always log out when you finish, and close the browser window.',
        'Consider a private or incognito window, which forgets everything when it is closed.',
      ],
    },
    {
      heading: 'Signed out unexpectedly?',
      paragraphs: [
        'Messages such as ‘No valid session found’ or ‘Session validation failed’ mean the browser’s session could not be confirmed, for example because it expired, because you cleared your browser’s data, or because you signed out in another tab. Sign in again.',
        'If it happens every few minutes, check that your browser allows Tessera to store data (see Browser compatibility) and that your device’s date and time are set automatically. If you think someone else has been using your account, change your password at once in Settings (or with ‘Forgot password?’ on the sign-in page if you cannot sign in) and read Keeping your account secure.',
      ],
    },
  ],
  related: [
    'account-security',
    'login-troubleshooting',
    'two-factor-authentication',
    'browser-compatibility',
  ],
  updatedAt: '2026-11-27',
};
