import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'privacy-settings',
  title: 'Managing your privacy settings',
  category: 'Safety & privacy',
  summary:
    'Control what others see about you on Tessera, which cookies we use, how you’re notified, and what your browser stores about your searches.',
  keywords: [
    'privacy',
    'cookies',
    'cookie consent',
    'online status',
    'profile visibility',
    'notifications',
    'search history',
    'personal data',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What others can see on your profile',
      paragraphs: [
        'Your public profile shows your display name, username, profile picture and, if you add them, a bio, cover image and links to your other social accounts. Your email address is never shown to other users. Edit all of this at /profile; share only what you’re comfortable with anyone seeing.',
        'Creators in particular should think about their display name and photos. Many creators use a stage name and keep their legal name private; your verification documents are seen only by Tessera’s admin team and never shown on your profile.',
      ],
    },
    {
      heading: 'Cookie choices',
      paragraphs: [
        'On your first visit, a banner asks how Tessera may use cookies. Necessary cookies keep you signed in and keep the site secure, so they’re always on. The other three categories are optional: functional cookies remember choices such as your theme, analytics cookies help us understand how the site is used, and marketing cookies relate to promotion.',
      ],
      steps: [
        'Select ‘Accept All’ to allow every category, or ‘Decline All’ to allow only necessary cookies.',
        'Or select ‘Customize’, switch each optional category on or off, and choose ‘Save Preferences’. By default, functional is on and analytics and marketing are off.',
        'Your choice is remembered for 365 days on that browser. After that, or if you clear your browser’s site data, the banner asks again.',
      ],
    },
    {
      heading: 'Online status and activity',
      paragraphs: [
        'While you’re signed in, people you talk to can see whether you’re Online, Away, Busy or Offline, and when you were last seen (for example ‘5m ago’). You can set your status yourself; choosing Busy is a good way to signal you won’t reply straight away. In conversations, others can also see when you’re typing and when you’ve read their messages.',
      ],
    },
    {
      heading: 'Notifications and message previews',
      paragraphs: [
        'In the notification settings in /messages you can choose push, email and desktop notifications, sounds and vibration, and turn on Do Not Disturb. If others can see your screen or phone, turn off message previews so notifications don’t show what a message says.',
      ],
    },
    {
      heading: 'Search history and personalisation',
      paragraphs: [
        'Neural Search remembers your last few searches and learns which results you open, so it can rank things you’re likely to enjoy higher. This information is stored in your browser on your device, not in your public profile. Clearing your browser’s site data for Tessera resets your recent searches and personalisation.',
        'For a full explanation of what personal data Tessera collects, why, and your rights over it, read the privacy policy at /privacy and the cookie policy at /cookies. To ask about your data, email support@tessera.example.',
      ],
    },
  ],
  related: ['account-security', 'content-privacy-levels', 'neural-search', 'session-management'],
  updatedAt: '2026-11-20',
};
