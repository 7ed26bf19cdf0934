import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'profile-setup',
  title: 'Setting up your profile',
  category: 'Getting started',
  summary:
    'Finish the profile setup that follows registration, choose a good display name, avatar and bio, and edit your profile later from /profile.',
  keywords: [
    'profile',
    'setup',
    'display name',
    'avatar',
    'profile picture',
    'bio',
    'cover image',
    'social links',
    'edit profile',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Why Tessera asks you to set up your profile',
      paragraphs: [
        'Right after you create an account, Tessera takes you to profile setup at /setup. Until your profile has a display name and a short bio, you are brought back to this step when you sign in, so that creators and other members see a real person rather than an email address.',
        'Your display name must be at least 2 characters long and should not simply repeat the part of your email address before the @. Your username, chosen at registration, stays as your unique handle.',
      ],
    },
    {
      heading: 'Complete the setup',
      paragraphs: [],
      steps: [
        'Enter your display name: the name shown on your profile, next to your posts and in conversations.',
        'Write a short bio. Subscribers can keep it to a line about their interests; creators should say what they make and what subscribers get.',
        'Add an avatar by pasting the web address (URL) of the image you want to use.',
        'Save. You are taken to your dashboard, or to Creator Studio if you have a creator account.',
      ],
    },
    {
      heading: 'Edit your profile later',
      paragraphs: [
        'Open the profile menu in the header and choose Profile, or go to /profile. There you can change your display name, bio and avatar at any time, and add:',
      ],
      bullets: [
        'A cover image, shown across the top of your profile page.',
        'Links to your other social profiles, so fans can find you elsewhere.',
      ],
    },
    {
      heading: 'Tips for a profile people trust',
      paragraphs: [],
      bullets: [
        'Use the same display name and avatar you use elsewhere so fans recognise you.',
        'Pick an avatar that is clear at small sizes; faces and simple logos work best.',
        'Keep your bio up to date when your posting schedule or offer changes.',
        'Leave personal details such as your address or phone number out of your profile and bio.',
        'Everything on your profile must follow the Community Guidelines, including images and links.',
      ],
    },
    {
      heading: 'If saving does not work',
      paragraphs: [
        'If you see ‘Display name must be at least 2 characters’, lengthen the name. ‘Failed to update profile’ or a network error means the change was not saved: check your connection, then try again. If the avatar does not appear, make sure the URL points directly to an image file that is publicly reachable. Still stuck? Email support@tessera.example with your username.',
      ],
    },
  ],
  related: [
    'how-to-create-account',
    'setting-up-creator-profile',
    'privacy-settings',
    'email-verification',
  ],
  updatedAt: '2026-11-20',
};
