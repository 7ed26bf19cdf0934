import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'age-verification',
  title: 'Age and identity verification',
  category: 'Safety & privacy',
  summary:
    'Why Tessera verifies the age and identity of creators, what you need to submit, how the review works, and what to do if a request is rejected.',
  keywords: [
    'age verification',
    'identity verification',
    'verify id',
    'selfie',
    'verified badge',
    'verification rejected',
    'kyc',
    '18+',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Why we verify',
      paragraphs: [
        'Everyone on Tessera must be at least 18 years old. Because creators publish content and receive money, we also need to know that each creator is a real adult who is who they say they are. Verification protects creators from impersonation, protects subscribers from fake accounts, and lets us meet our legal obligations around payments and adult content.',
        'Verified accounts show a Verified badge, for example next to the creator’s name in search results, so fans know they’ve found the real person.',
      ],
    },
    {
      heading: 'What you’ll need',
      paragraphs: ['Have these ready before you start; it takes only a few minutes.'],
      bullets: [
        'A valid government-issued photo ID, such as a passport, national identity card or driving licence.',
        'A clear photo of the front of the ID, with all four corners visible and no glare over the text or photo.',
        'A selfie taken at the time you submit, with your face clearly visible and matching the photo on your ID.',
      ],
    },
    {
      heading: 'Submit your verification',
      paragraphs: ['Tessera prompts creators to verify from their account.'],
      steps: [
        'Follow the verification prompt in your account and choose to start verification.',
        'Upload the photo of the front of your ID.',
        'Upload your selfie. Use good, even light and don’t wear sunglasses, a hat or a filter.',
        'Check everything is readable and submit. Your request is now pending.',
        'Tessera’s admin team reviews it. When it’s approved, your account is marked as verified. If it’s rejected, the decision includes a note explaining why.',
      ],
    },
    {
      heading: 'If your request is rejected',
      paragraphs: [
        'Most rejections are about photo quality, not about you. Read the note on the decision, fix the issue and submit again. Common reasons are a blurry or cropped ID, glare hiding key details, an expired document, a selfie that doesn’t clearly match the ID photo, or a name that doesn’t match your account. If you’re unsure why you were rejected, email support@tessera.example from the address on your account.',
      ],
    },
    {
      heading: 'How your documents are handled',
      paragraphs: [
        'Your documents are used only to verify your identity and age. They’re reviewed by Tessera’s admin team and never shown on your profile or to other users. Our privacy policy at /privacy explains how we store and protect personal data. Anyone who appears in a creator’s content must also be an adult who has agreed to appear; see the age verification complete guide for what that means in practice.',
      ],
    },
  ],
  related: [
    'age-verification-enhanced',
    'community-guidelines',
    'setting-up-creator-profile',
    'privacy-settings',
  ],
  updatedAt: '2026-11-20',
};
