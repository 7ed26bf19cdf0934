import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'how-to-create-account',
  title: 'How to create a Tessera account',
  category: 'Getting started',
  summary:
    'Sign up in two steps: choose whether you’re joining as a subscriber or a creator, pick a plan, then create your login with email or Google.',
  keywords: [
    'sign up',
    'register',
    'join',
    'new account',
    'create account',
    'subscriber or creator',
    'choose your path',
    'username',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Before you start',
      paragraphs: [
        'Anyone can join Tessera for free and browse public pages, but an account lets you follow creators, subscribe, send messages and, if you’re a creator, publish your own work. Registration takes a couple of minutes and happens at /register, which you can reach from the ‘Sign up’ link in the header or the ‘Join for Free’ button on the home page.',
        'You’ll need an email address you can open (we send a verification link there) and, if you prefer, a Google account instead of a password. There are two self-service account types: subscriber and creator. Admin accounts can’t be created from the sign-up form.',
      ],
    },
    {
      heading: 'Step 1: Choose Your Path',
      paragraphs: [
        'The first screen asks whether you’re here to enjoy content or to create it. Your choice decides which plans you see next.',
      ],
      steps: [
        'Select Subscriber if you want to follow and support creators, or Creator if you plan to publish content and earn from it.',
        'Turn on ‘Show detailed features’ if you want to compare every feature of each plan rather than the first few.',
        'Pick one of the three plans for your role. Subscriber plans are Basic ({{tier.basic-subscriber.price}} a month), Pro ({{tier.pro-subscriber.price}}) and VIP ({{tier.vip-subscriber.price}}). Creator plans are Basic Creator ({{tier.basic-creator.price}}), Pro Creator ({{tier.pro-creator.price}}) and Premium Creator ({{tier.premium-creator.price}}).',
        'Select ‘Continue’. The button stays disabled until you’ve chosen a role.',
      ],
    },
    {
      heading: 'Step 2: Create Your Account',
      paragraphs: [
        'On the second screen you can either select the Google button to sign up with your Google account, or fill in the form yourself.',
      ],
      steps: [
        'Enter a username of 3 to 20 characters using only letters, numbers and underscores. It’s your unique handle on Tessera.',
        'Enter a display name of at least 2 characters. This is the name shown on your profile and in messages, and you can change it later.',
        'Enter your email address.',
        'Choose a password of at least 8 characters that includes an uppercase letter, a lowercase letter and a number, then type it again in the confirmation field.',
        'Tick the box to accept the Terms of Service (/terms) and Privacy Policy (/privacy).',
        'Select ‘Create Account’. While we set things up, the button reads ‘Creating Account...’. Select ‘Back’ at any time to change your role or plan.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'You’re signed in straight away. A brand-new account goes to profile setup at /setup, where you add a display name, a short bio and a profile picture so people recognise you. If you chose a paid plan, you’ll be asked to pay for it at checkout before its features unlock. Basic Creator is free, so there’s nothing to pay; creators land in Creator Studio at /creator-dashboard and subscribers on their dashboard at /dashboard.',
        'Check your inbox for the verification email and select the link inside it. Verifying confirms the address is yours, which matters if you ever need to reset your password.',
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [
        'Error messages appear under the field they refer to, so you can fix them one at a time.',
      ],
      bullets: [
        '‘Passwords don’t match’: retype the confirmation exactly as the password, including capital letters.',
        '‘Username can only contain letters, numbers, and underscores’: remove spaces, dots or dashes.',
        '‘You must agree to the terms and conditions’: tick the terms box before creating the account.',
        'An error saying the email or username is already taken means an account exists. Try signing in at /login, or use ‘Forgot password?’ if you can’t remember the password.',
        '‘Registration Failed’ with a connection message: check your internet connection and try again in a moment.',
        'Still stuck? Email support@tessera.example with the email address you tried to register and the exact message you saw.',
      ],
    },
  ],
  related: ['email-verification', 'profile-setup', 'subscription-tiers-overview', 'oauth-guide'],
  updatedAt: '2026-11-20',
};
