import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'supported-formats',
  title: 'Supported file formats and sizes',
  category: 'Content',
  summary:
    'Which image and video formats you can upload to posts and send in messages, the size limits for each, and how to convert a file that is not accepted.',
  keywords: [
    'file types',
    'formats',
    'jpg',
    'png',
    'webp',
    'gif',
    'mp4',
    'mov',
    'file size',
    'attachment size',
  ],
  readMinutes: 2,
  sections: [
    {
      heading: 'Formats for posts',
      paragraphs: ['When you upload at /content/upload, Tessera accepts these formats:'],
      bullets: [
        'Images: JPG (JPEG), PNG, WebP and GIF, up to {{upload.imageMaxMb}} each.',
        'Videos: MP4, WebM and MOV (QuickTime), up to {{upload.videoMaxMb}} each.',
        'Text posts need no file at all: write the post in the editor.',
      ],
    },
    {
      heading: 'Attachments in messages',
      paragraphs: [
        'Files you attach in /messages follow the limits of your plan rather than the upload limits above. Basic plans are the most restrictive, and each higher plan adds formats and raises the size limit.',
      ],
      bullets: [
        '{{tier.basic-subscriber.name}}: JPG and PNG, up to {{tier.basic-subscriber.maxFileSize}}.',
        '{{tier.pro-subscriber.name}}: adds GIF and MP4, up to {{tier.pro-subscriber.maxFileSize}}.',
        '{{tier.vip-subscriber.name}}: adds WebM, up to {{tier.vip-subscriber.maxFileSize}}.',
        'Creators: {{tier.basic-creator.name}} up to {{tier.basic-creator.maxFileSize}}, {{tier.pro-creator.name}} up to {{tier.pro-creator.maxFileSize}}, {{tier.premium-creator.name}} up to {{tier.premium-creator.maxFileSize}}; {{tier.premium-creator.name}} also adds MOV.',
      ],
    },
    {
      heading: 'What the error messages mean',
      paragraphs: [],
      bullets: [
        '‘Unsupported file type. Please upload JPG, PNG, WebP, GIF, MP4, WebM, or MOV files.’ — the file is in another format, for example HEIC photos from a phone or AVI and MKV videos. Convert it first.',
        '‘File size exceeds … limit. Please choose a smaller file.’ — the file is larger than the upload limit for its type. Compress or shorten it.',
        '‘File type not supported in your tier’ — in messages, the format is not included in your plan. Send a different format or upgrade.',
        '‘File size exceeds limit’ — in messages, the attachment is over your plan’s size limit.',
      ],
    },
    {
      heading: 'Converting and shrinking files',
      paragraphs: ['Most devices can export to an accepted format without extra software:'],
      steps: [
        'iPhone photos in HEIC: in the Camera settings choose Formats, then Most Compatible, so new photos are saved as JPG; or export existing photos as JPG.',
        'Large images: export as JPG or WebP at a high quality setting. Very large pixel dimensions add file size without looking better on screen.',
        'Videos: export as MP4 with the H.264 codec, which nearly every device plays. Lowering the bitrate or trimming unused footage is the quickest way to get under the limit.',
        'Upload the converted file again. If it is still refused, see Upload troubleshooting.',
      ],
    },
    {
      heading: 'Good to know',
      paragraphs: [
        'The file name and extension must match the real format: renaming a .heic file to .jpg does not convert it, and the renamed file may not display for your subscribers. Animated GIFs are treated as images, so the image size limit applies. For the best-looking videos, read Video quality.',
      ],
    },
  ],
  related: ['upload-troubleshooting', 'upload-organize-content', 'video-quality', 'message-limits'],
  updatedAt: '2026-11-20',
};
