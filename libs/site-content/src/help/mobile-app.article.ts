import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'mobile-app',
  title: 'Using Tessera on your phone or tablet',
  category: 'Getting started',
  summary:
    'Tessera works in your phone’s or tablet’s web browser, with nothing to install. Here’s how to get around on a small screen, add Tessera to your home screen and upload from your phone.',
  keywords: [
    'mobile',
    'app',
    'phone',
    'tablet',
    'iphone',
    'android',
    'home screen',
    'upload from phone',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Tessera in your mobile browser',
      paragraphs: [
        'Tessera is a web app: you use it in the browser you already have, such as Safari on iPhone and iPad or Chrome on Android, and there’s nothing to download from an app store. The layout adapts to your screen, so everything you can do on a computer, from subscribing and messaging to uploading, works on a phone or tablet too. Keep your browser up to date for the best experience.',
      ],
    },
    {
      heading: 'Getting around on a small screen',
      paragraphs: ['A few things look different on narrower screens.'],
      bullets: [
        'The header links collapse into a menu. Tap the menu icon (three lines) at the top to reach Home, Feed, Explore and Messages.',
        'The sidebar you see on a computer is hidden on phones and tablets. Its pages are still there: creators reach Creator Studio from the profile menu, and anyone can open pages such as /billing or /settings by their address.',
        'The Neural Search button stays in the header, so search is always one tap away.',
        'Use the theme toggle in the header to switch between light, dark or your device’s system setting, which is handy for late-night browsing.',
      ],
    },
    {
      heading: 'Add Tessera to your home screen',
      paragraphs: [
        'For one-tap access that feels like an app, add Tessera to your home screen. Your browser creates an icon that opens Tessera directly.',
      ],
      steps: [
        'iPhone or iPad (Safari): open Tessera, tap the Share button, then tap ‘Add to Home Screen’ and confirm.',
        'Android (Chrome): open Tessera, tap the three-dot menu, then tap ‘Add to Home screen’ or ‘Install app’ and confirm.',
        'Sign in once. If it’s your own device, tick ‘Remember me’ to stay signed in for 30 days instead of 24 hours.',
      ],
    },
    {
      heading: 'Uploading from your phone',
      paragraphs: [
        'Creators can upload straight from their camera roll: open the menu at the top, tap Upload (/content/upload) and pick your files. Tessera accepts JPG, PNG, WebP and GIF images up to {{upload.imageMaxMb}} and MP4, WebM and MOV videos up to {{upload.videoMaxMb}}.',
        'Some iPhones save photos in the HEIC format, which isn’t supported. In iPhone Settings, go to Camera, then Formats, and choose Most Compatible to take photos as JPG instead. For large videos, connect to Wi-Fi before uploading and keep the browser open until the upload finishes.',
      ],
    },
    {
      heading: 'If something doesn’t work',
      paragraphs: ['Most mobile problems are down to the browser.'],
      bullets: [
        'A page looks broken or won’t load: refresh it, then check your connection. Updating the browser fixes many display issues.',
        'Google sign-in does nothing: allow pop-ups for Tessera in your browser settings and try again.',
        'You keep getting signed out: private or incognito tabs forget your session when closed, and some browsers clear site data automatically. Use a normal tab for Tessera.',
        'Still stuck? Email support@tessera.example with your device model, browser and what you were trying to do.',
      ],
    },
  ],
  related: [
    'browser-compatibility',
    'upload-troubleshooting',
    'supported-formats',
    'session-management',
  ],
  updatedAt: '2026-11-20',
};
