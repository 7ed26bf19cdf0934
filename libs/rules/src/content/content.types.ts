export const CONTENT_TYPES = ['photo', 'video', 'text'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const PRIVACY_LEVELS = ['public', 'subscribers', 'premium', 'private'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];
