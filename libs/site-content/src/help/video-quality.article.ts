import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'video-quality',
  title: 'Video quality',
  category: 'Content',
  summary:
    'Which playback quality each subscriber plan includes, how creators can export videos that look great within the upload limit, and how to fix blurry or stuttering playback.',
  keywords: [
    'video quality',
    'hd',
    'uhd',
    '4k',
    'blurry video',
    'buffering',
    'resolution',
    'export settings',
    'playback',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Playback quality by plan',
      paragraphs: ['Your subscriber plan sets the highest quality you can watch videos in:'],
      bullets: [
        '{{tier.basic-subscriber.name}}: standard definition (SD).',
        '{{tier.pro-subscriber.name}}: high definition (HD).',
        '{{tier.vip-subscriber.name}}: ultra high definition (UHD).',
      ],
    },
    {
      heading: 'For creators: export settings that work well',
      paragraphs: [
        'Videos can be uploaded as MP4, WebM or MOV, up to {{upload.videoMaxMb}} per file. Within that limit, these choices give the best result for most videos:',
      ],
      bullets: [
        'Container and codec: MP4 with H.264 video and AAC audio plays in every current browser. Use WebM or MOV only if your editing tool produces them natively.',
        'Resolution: export at the resolution you filmed in, up to UHD, so subscribers on higher plans get the full picture.',
        'Frame rate: keep the original frame rate; converting it causes judder.',
        'Bitrate: the main lever on file size. If a file is over the limit, lower the bitrate before lowering the resolution.',
        'Length: long recordings are easier to handle when split into parts, which also gives fans more posts to come back for.',
      ],
    },
    {
      heading: 'Get a video under the size limit',
      paragraphs: [],
      steps: [
        'Trim unused footage at the start and end.',
        'Export again as MP4 (H.264) with a variable bitrate.',
        'If the file is still too large, lower the target bitrate step by step and check the result on your phone and on a larger screen.',
        'As a last resort, reduce the resolution, or split the video into two posts.',
        'Upload the new file at /content/upload. If it is refused, see Upload troubleshooting.',
      ],
    },
    {
      heading: 'For subscribers: fixing poor playback',
      paragraphs: [],
      bullets: [
        'Blurry picture: check which plan you are on; a video uploaded in UHD plays in the quality your plan includes. The creator’s original may also have been recorded at a lower resolution.',
        'Stuttering or buffering: pause for a few seconds to let the video load ahead, move closer to your Wi-Fi router, and close other tabs that are streaming.',
        'No picture but sound, or the video will not start: update your browser and try another one (see Browser compatibility); let the creator know, as the file may need re-exporting.',
        'Full screen or sound not working on a phone: check the silent switch and that the browser is allowed to play media.',
      ],
    },
    {
      heading: 'Still having trouble?',
      paragraphs: [
        'Email support@tessera.example with a link to the post, your browser and device, and a short description or screen recording of the problem. Creators can include the export settings they used.',
      ],
    },
  ],
  related: [
    'supported-formats',
    'upload-troubleshooting',
    'subscription-tiers-overview',
    'browser-compatibility',
  ],
  updatedAt: '2026-11-20',
};
