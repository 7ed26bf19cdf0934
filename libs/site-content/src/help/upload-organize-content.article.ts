import type { HelpArticle } from '../content-types';

export const article: HelpArticle = {
  slug: 'upload-organize-content',
  title: 'Uploading and organising your content',
  category: 'Content',
  summary:
    'Upload photos, videos and text posts, choose who can see them, and keep your library tidy with categories, tags, folders and filters.',
  keywords: [
    'upload',
    'new post',
    'content library',
    'folders',
    'tags',
    'categories',
    'manage content',
    'archive',
    'privacy level',
  ],
  readMinutes: 3,
  sections: [
    {
      heading: 'Upload a post',
      paragraphs: [
        'Uploading is available to creator accounts with an active creator plan. Choose Upload in the header, or go to /content/upload.',
      ],
      steps: [
        'Choose the type of post: photo, video or text.',
        'Drag your files onto the upload area or select them from your device. Each file shows a preview and its progress; a file that is not accepted is marked with an error straight away (see Supported file formats and sizes).',
        'Add a title and a description. Both are searchable, so use the words fans would look for.',
        'Pick a category and add tags (see below).',
        'Choose the privacy level: public (everyone), subscribers (any active subscriber), premium ({{tier.pro-subscriber.name}} and above) or private (exclusive, {{tier.vip-subscriber.name}} only).',
        'Publish now, or set a date and time to schedule it (see Scheduling posts and messages).',
      ],
    },
    {
      heading: 'Upload limits',
      paragraphs: [
        'Images can be up to {{upload.imageMaxMb}} and videos up to {{upload.videoMaxMb}}. Your creator plan sets how many uploads you can make each day and how much storage your library can use:',
      ],
      bullets: [
        '{{tier.basic-creator.name}}: uploads per day {{tier.basic-creator.uploadsPerDay}}, storage {{tier.basic-creator.storage}}.',
        '{{tier.pro-creator.name}}: uploads per day {{tier.pro-creator.uploadsPerDay}}, storage {{tier.pro-creator.storage}}.',
        '{{tier.premium-creator.name}}: uploads per day {{tier.premium-creator.uploadsPerDay}}, storage {{tier.premium-creator.storage}}.',
      ],
    },
    {
      heading: 'Categories, tags and folders',
      paragraphs: [
        'Three tools keep a growing library easy to navigate, for you and for your fans:',
      ],
      bullets: [
        'Categories describe what kind of post it is. Tessera starts you with Photography, Videos, Lifestyle, Tutorials and Behind the Scenes.',
        'Tags are free keywords, such as a series name, a location or a theme. They make posts easier to find in search; only the first few tags are shown on a result, so put the most important ones first.',
        'Folders are your private way of grouping posts, for example by shoot or by month. Give each folder a name and a short description.',
      ],
    },
    {
      heading: 'Find and manage posts',
      paragraphs: [
        'Your whole library is in /content/manage. Search matches titles, descriptions and tags, without caring about upper or lower case. Combine the filters for type, category, status (draft, published, scheduled, archived), privacy level and tags to narrow it down. From there you can:',
      ],
      bullets: [
        'Edit a post’s title, description, tags, category or privacy level.',
        'Publish a draft or a scheduled post immediately.',
        'Archive a post to hide it without losing it; archived posts can be published again.',
        'Delete a post permanently. This cannot be undone.',
      ],
    },
    {
      heading: 'Good habits',
      paragraphs: [
        'Write titles that say what the post is, keep a consistent set of tags for recurring series, and review your archived and draft posts now and then. If an upload fails, Upload troubleshooting walks through the usual causes.',
      ],
    },
  ],
  related: [
    'supported-formats',
    'upload-troubleshooting',
    'content-privacy-levels',
    'scheduling-features',
  ],
  updatedAt: '2026-11-20',
};
