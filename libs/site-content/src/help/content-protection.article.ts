import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'content-protection',
  title: 'Protecting your content from leaks and copying',
  category: 'Safety & privacy',
  summary:
    'What Tessera does to keep your paid content behind access controls, what no website can prevent, and how to act when your work is shared without permission.',
  keywords: [
    'leak',
    'stolen content',
    'piracy',
    'copyright',
    'dmca',
    'takedown',
    'watermark',
    'reupload',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'What Tessera does',
      paragraphs: ['Your work is yours. Tessera protects it in several ways:'],
      bullets: [
        'Every post that isn’t public goes through an access check each time it’s opened, so only signed-in subscribers on a plan that matches its privacy level can view it.',
        'Access depends on an active subscription. When someone’s plan ends, your subscriber posts stop opening for them.',
        'Each post stays linked to the account that published it, and only you can edit, archive or delete your posts.',
        'Tessera’s admin team reviews reports of copied or stolen content, and can remove it and act against the accounts involved.',
      ],
    },
    {
      heading: 'What no platform can prevent',
      paragraphs: [
        'It’s important to be realistic. Anyone who can see a photo or video on their screen can, with enough effort, photograph or record it. Access controls stop people who haven’t paid from opening your posts; they can’t stop a paying subscriber from capturing what they see. That’s why protection works best as a combination of platform controls, deterrents and fast action when something leaks.',
      ],
    },
    {
      heading: 'Reduce the risk',
      paragraphs: ['A few habits make your work harder to steal and easier to prove as yours.'],
      steps: [
        'Add a visible watermark, such as your Tessera username, to images and videos before you upload them. Place it where cropping it out would spoil the picture.',
        'Keep the original, full-resolution files and project files on your own device. They’re your best evidence of ownership.',
        'Use privacy levels deliberately: public previews to attract subscribers, with your most valuable work at premium or exclusive level.',
        'Think about what’s in the frame. Avoid showing anything that could identify your home, workplace or family.',
        'Search for your username and distinctive titles from time to time to spot copies early.',
      ],
    },
    {
      heading: 'If your content is shared without permission',
      paragraphs: ['Act quickly; leaks are easier to contain when they’re fresh.'],
      bullets: [
        'On Tessera: report the post or account. Say it’s your work and include a link to your original post.',
        'On another website: send that site a copyright takedown notice. Most sites have a form for this. Our /dmca page explains how notices work and what to include.',
        'If someone uses your content to threaten or blackmail you, don’t pay. Keep the evidence, report it to us at support@tessera.example, and consider contacting the police.',
        'For questions about your legal rights in a particular case, speak to a lawyer.',
      ],
    },
    {
      heading: 'Respecting other people’s content',
      paragraphs: [
        'The same rules protect everyone. Only upload content you created or have permission to use, and don’t share posts you’ve paid for outside Tessera. Re-uploading someone else’s work breaks the community guidelines and can lead to content removal and account suspension or ban.',
      ],
    },
  ],
  related: [
    'content-privacy-levels',
    'report-user-content',
    'community-guidelines',
    'privacy-settings',
  ],
  updatedAt: '2026-11-20',
};
