import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'age-verification-enhanced',
  title: 'Age and identity verification — complete guide',
  category: 'Safety & privacy',
  summary:
    'An in-depth guide for creators, collaborators and agencies: how identity verification works, how to get approved first time, how to verify everyone who appears in your content, and how your documents are protected.',
  keywords: [
    'age verification',
    'identity verification',
    'kyc',
    'id document',
    'selfie',
    'verified badge',
    'co-creator',
    'collaborator consent',
    'verification rejected',
    'model release',
  ],
  readMinutes: 5,
  sections: [
    {
      heading: 'Why Tessera verifies age and identity',
      paragraphs: [
        'Every account on Tessera must belong to an adult, and every person who appears in content on Tessera must be an adult who agreed to appear. Checking a date of birth typed into a form is not enough to guarantee that, so creators go through identity verification: they prove who they are with an official identity document and a photo of themselves, and a member of Tessera’s team checks that the two match and that the person is over 18.',
        'Verification protects three groups at once. It protects the people in the content from being published without their knowledge. It protects subscribers, who can trust that a Verified creator is the person they claim to be. And it protects creators, because a verified account is much harder for an impersonator to copy, and because verification is the basis for receiving payouts in your own name.',
        'Subscribers confirm that they are 18 or over when they create an account and accept the terms. If we have reason to doubt that, we may ask a subscriber to verify too.',
      ],
    },
    {
      heading: 'Submitting your verification',
      paragraphs: [
        'Set aside ten minutes and sit somewhere bright. You need your identity document to hand and a device with a camera.',
      ],
      steps: [
        'Sign in to your creator account and start identity verification. If you cannot find where to begin, email support@tessera.example and we will point you to it.',
        'Choose the document you will use: a passport, a national identity card or a driving licence that shows your photo and date of birth and has not expired.',
        'Upload a clear photo of the front of the document. For cards, add the back as well if you are asked to.',
        'Take a selfie: your face, fully visible, looking at the camera. Some checks ask you to hold the document next to your face in the same photo.',
        'Check that the name on your Tessera account matches the name on the document, then submit.',
        'Your request now shows as pending while a reviewer looks at it. We let you know the outcome: your account shows as verified, or the request as rejected with the reason.',
      ],
    },
    {
      heading: 'Getting approved the first time',
      paragraphs: [
        'Most rejections come from photos that cannot be read rather than from any problem with the person. Before you submit, check each image against this list:',
      ],
      bullets: [
        'All four corners of the document are in the picture, and nothing covers any part of it — not even a finger.',
        'No glare or reflection on the photo or the text. Tilt the document slightly away from the light if needed.',
        'The image is sharp: the smallest text on the document can be read when you zoom in.',
        'Colour photos of the original document, not photocopies, screenshots or pictures of a screen.',
        'In the selfie, no sunglasses, hats, masks or heavy filters, and your face is evenly lit.',
        'The document is valid on the day you submit. An expired document is rejected even if everything else is perfect.',
        'Files in JPG or PNG; keep each image within the image upload limit of {{upload.imageMaxMb}}.',
      ],
    },
    {
      heading: 'Verifying everyone who appears in your content',
      paragraphs: [
        'Your own verification covers you. Every other person who can be seen or identified in your content — a partner, a friend, a model you hired, another creator in a collaboration — must also be an adult who has agreed to appear and to be published on Tessera. As the creator who posts the content, you are responsible for that.',
        'Professional creators and agencies should build this into their routine:',
      ],
      bullets: [
        'Before any shoot, check a co-performer’s identity document in person and confirm they are over 18.',
        'Get their written, signed consent to appear and to be published on Tessera, ideally in a release that names the shoot and the date. Keep a copy of the consent and of the document check safely and privately.',
        'If the other person is also a Tessera creator, ask them to confirm the collaboration from their own verified account, and tag or mention them where appropriate.',
        'If someone withdraws their consent for future publication, do not publish more of that content, and review what is already live with them.',
        'If a moderator asks for proof of age or consent for a post, respond quickly: the post may stay hidden until the question is resolved.',
        'Agencies managing several creators must make sure each account belongs to, and is verified by, the creator it represents. One account per person, never shared between performers.',
      ],
    },
    {
      heading: 'How your documents are protected',
      paragraphs: [
        'Identity documents are among the most sensitive information you will ever share online, so we handle them with care:',
      ],
      bullets: [
        'They are used only to verify your age and identity and to prevent fraud, never for marketing.',
        'They are never shown on your profile or to subscribers. Subscribers only see the Verified badge.',
        'Only the members of Tessera’s team who review verification requests can open them, and reviews are recorded in our audit log.',
        'Our Privacy Policy (/privacy) explains how we process personal data and how to ask for a copy or for deletion.',
        'Tessera staff will never ask you to send identity documents by message or to an address other than support@tessera.example. Report any such request to us.',
      ],
    },
    {
      heading: 'If your verification is rejected or needs updating',
      paragraphs: [
        'A rejection always comes with a reason. Fix the specific issue — usually a blurred photo, a cropped document, an expired document or a name that does not match your account — and submit a new request. If the reason is unclear, reply to the email or write to support@tessera.example with your username.',
        'If your legal name changes, or your document expires and we ask you to re-verify, submit a new request with your current document. If you believe a reviewer made a mistake, say so in your email: a different member of the team looks at it again. Never try to get around verification with someone else’s documents or a second account; it leads to a permanent ban under the Community Guidelines.',
      ],
    },
  ],
  related: [
    'age-verification',
    'community-guidelines-article',
    'setting-up-creator-profile',
    'privacy-settings',
  ],
  updatedAt: '2026-11-20',
};
