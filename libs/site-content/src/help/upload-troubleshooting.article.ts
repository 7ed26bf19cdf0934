import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'upload-troubleshooting',
  title: 'Upload troubleshooting',
  category: 'Troubleshooting',
  summary:
    'An upload failed or got stuck? Look up the message you saw and follow the fix, from unsupported files to daily limits and connection problems.',
  keywords: [
    'upload failed',
    'upload stuck',
    'file too large',
    'unsupported file type',
    'daily upload limit',
    'cannot upload',
    'upload error',
    'network error',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Check the basics first',
      paragraphs: [
        'Uploading at /content/upload is for creator accounts. If you do not see the Upload button in the header, you are signed in with a subscriber account; you can create a creator account at /register. Uploading also needs an active creator plan, so if your plan has lapsed, renew it first.',
      ],
    },
    {
      heading: 'Messages and what to do',
      paragraphs: [],
      bullets: [
        '‘Unsupported file type. Please upload JPG, PNG, WebP, GIF, MP4, WebM, or MOV files.’ — convert the file to one of these formats. Supported file formats and sizes explains how.',
        '‘File size exceeds … limit. Please choose a smaller file.’ — images can be up to {{upload.imageMaxMb}} and videos up to {{upload.videoMaxMb}}. Compress the file, reduce its dimensions or trim the video.',
        '‘Daily upload limit reached’ — you have used today’s uploads for your plan ({{tier.basic-creator.name}}: {{tier.basic-creator.uploadsPerDay}}, {{tier.pro-creator.name}}: {{tier.pro-creator.uploadsPerDay}}, {{tier.premium-creator.name}}: {{tier.premium-creator.uploadsPerDay}}). Save the post as a draft and upload tomorrow, or move to a higher plan.',
        '‘Upload failed’ — the file reached Tessera but could not be stored. Try again; if the same file fails twice, re-export it, as it may be damaged.',
        '‘Network error during file upload’ or ‘Unable to connect to server’ — your connection dropped. Check it and try again.',
        '‘Failed to create content’ — the post itself could not be saved. Wait a moment and save again; if it keeps failing, reload the page and create the post again.',
      ],
    },
    {
      heading: 'Upload stuck or very slow',
      paragraphs: [
        'Large videos can take a while, especially on mobile data. The progress bar shows how far each file has got. If it stops moving:',
      ],
      steps: [
        'Keep the tab open and in the foreground: some phones pause uploads in background tabs.',
        'Switch to a stable Wi-Fi or wired connection, and pause other large downloads or cloud backups.',
        'Remove the stuck file and add it again.',
        'For long videos, export a smaller version (see Video quality for recommended settings).',
        'Try another browser, or a private window with extensions turned off.',
      ],
    },
    {
      heading: 'Uploaded, but something looks wrong',
      paragraphs: [],
      bullets: [
        'The post is not visible to fans: check in /content/manage that its status is published, not draft or scheduled, and that its privacy level is the one you intended.',
        'A video will not play: export it again as MP4 with the H.264 codec; some unusual codecs inside MOV and WebM files do not play in every browser.',
        'Photos appear rotated: rotate and re-save them in a photo editor before uploading, so the rotation is stored in the image itself.',
        'A post is marked for review: our moderation team checks content against the Community Guidelines; it appears once approved.',
      ],
    },
    {
      heading: 'Contact support',
      paragraphs: [
        'If none of this helps, email support@tessera.example with the exact message you saw, the file’s format and size, the browser and device you used, and the time of the attempt. Attach the file if it is small, or a screenshot of the error.',
      ],
    },
  ],
  related: [
    'supported-formats',
    'upload-organize-content',
    'video-quality',
    'browser-compatibility',
  ],
  updatedAt: '2026-11-20',
};
