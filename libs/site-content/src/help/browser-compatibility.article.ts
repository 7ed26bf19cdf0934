import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'browser-compatibility',
  title: 'Browser compatibility',
  category: 'Troubleshooting',
  summary:
    'Which browsers and devices Tessera works best on, the browser settings it needs, and how to fix pages that do not load or behave oddly.',
  keywords: [
    'browser',
    'chrome',
    'firefox',
    'safari',
    'edge',
    'page not loading',
    'cookies',
    'clear cache',
    'dark mode',
    'extensions',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Recommended browsers',
      paragraphs: [
        'Tessera runs in the browser, on computers, tablets and phones, with no download needed. It works best on an up-to-date version of one of these browsers:',
      ],
      bullets: [
        'Google Chrome, and browsers built on it such as Microsoft Edge, Brave and Opera.',
        'Mozilla Firefox.',
        'Apple Safari on macOS, iPhone and iPad.',
        'Samsung Internet and Chrome on Android.',
      ],
    },
    {
      heading: 'What your browser needs to allow',
      paragraphs: [
        'Older browsers, and browsers with some features turned off, may show blank pages or buttons that do nothing. Make sure that:',
      ],
      bullets: [
        'JavaScript is switched on. Tessera’s pages are built with it.',
        'Tessera can store data on your device. Your session, your theme and cookie choices, and your recent searches are kept there; the necessary cookies are needed to stay signed in.',
        'Scripts from Google are not blocked, if you use Google sign-in. The Google button relies on Google’s own sign-in script.',
        'Scripts from our payment providers are not blocked when you pay. Card payments use Stripe’s secure form.',
      ],
    },
    {
      heading: 'Fix a page that does not work',
      paragraphs: ['Try these steps in order, checking the page again after each one:'],
      steps: [
        'Reload the page.',
        'Update your browser to its latest version and restart it.',
        'Open Tessera in a private or incognito window. If it works there, an extension or stored data is the cause.',
        'Turn off ad blockers, privacy or script-blocking extensions for Tessera, or add Tessera to their allow list.',
        'Clear your browser’s cache and site data for Tessera. You will need to sign in again afterwards.',
        'Try another browser or device to see whether the problem follows your account or stays with the browser.',
      ],
    },
    {
      heading: 'Phones, tablets and display',
      paragraphs: [
        'The layout adapts to your screen: on phones and small tablets the navigation moves into the menu button at the top, and the sidebar appears on larger screens. If text looks too small or large, use your browser’s zoom rather than the device’s display zoom. You can switch between light and dark themes, or follow your system setting, with the theme toggle in the header. Using Tessera on your phone or tablet has more on mobile use.',
      ],
    },
    {
      heading: 'Still not working?',
      paragraphs: [
        'The message ‘Unable to connect to server. Please check your internet connection and try again.’ means your browser could not reach Tessera at all: check your connection, VPN or company firewall. For anything else, write to support@tessera.example with your browser’s name and version, your device, the page address and a screenshot of what you see.',
      ],
    },
  ],
  related: ['login-troubleshooting', 'mobile-app', 'session-management', 'video-quality'],
  updatedAt: '2026-11-20',
};
