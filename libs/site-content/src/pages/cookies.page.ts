import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/cookies',
  title: 'Cookie policy',
  intro:
    'Tessera uses cookies and similar browser storage to keep you signed in, remember your settings and, only if you agree, understand how the platform is used and measure our marketing. This policy explains each category and how to change your choice.',
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files a website stores in your browser and reads back on later visits. Similar technologies, such as your browser’s local storage and session storage, work in much the same way. In this policy, “cookies” covers all of them.',
        'Some cookies are set by Tessera itself. Others are set by services we rely on: Google’s sign-in script when you use the Google button, and our card payment provider, Stripe, when you pay. Those providers handle their cookies under their own policies.',
      ],
    },
    {
      heading: 'The four categories we use',
      paragraphs: [
        'We group cookies by what they do, and you decide on each optional group separately.',
      ],
      bullets: [
        'Necessary — always on. They keep you signed in, protect your session, make checkout work and remember your cookie choices. Tessera cannot work without them, so they cannot be switched off.',
        'Functional — remember choices that make Tessera nicer to use, such as your light, dark or system theme, “Remember me”, saved quick sign-in details on your device and your recent Neural Search queries.',
        'Analytics — help us understand which pages and features are used, how people find content and where errors happen, so we can improve the platform. We use this information in aggregate.',
        'Marketing — measure whether our campaigns on other sites bring people to Tessera, and may be used to show relevant Tessera promotions elsewhere.',
      ],
    },
    {
      heading: 'Your choice in the cookie banner',
      paragraphs: [
        'The first time you visit, a banner asks for your choice. Analytics and marketing cookies are only used once you allow them.',
      ],
      steps: [
        'Select Accept All to allow all four categories.',
        'Select Decline All to allow only necessary cookies.',
        'Or select Customize to choose category by category. Necessary and functional start switched on and analytics and marketing start switched off; change any optional category, then select Save Preferences. Cancel closes the dialog without saving.',
      ],
    },
    {
      heading: 'How long your choice and our cookies last',
      paragraphs: [
        'Your consent is stored in your browser for 365 days. After that, or if we change this policy in a way that needs a new decision, the banner appears again and asks you once more. Cookies set with your consent last up to one year; session cookies that keep you signed in last 24 hours, or 30 days if you tick “Remember me” when you sign in.',
      ],
    },
    {
      heading: 'Changing your mind',
      paragraphs: [
        'When you decline a category or withdraw consent, Tessera clears the cookies of that category from your browser. Cookies needed to keep you signed in are kept so you are not logged out.',
      ],
      steps: [
        'Open your browser’s settings and find the site data or cookies section.',
        'Remove the stored data for Tessera. This also signs you out.',
        'Reload Tessera: the cookie banner appears again and you can make a new choice.',
      ],
    },
    {
      heading: 'Browser controls and more information',
      paragraphs: [
        'Every major browser also lets you block or delete cookies for all websites. Blocking necessary cookies will stop you from signing in or paying. How we handle personal data more generally is explained in our privacy policy at /privacy, and you can ask us anything about cookies at support@tessera.example.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
