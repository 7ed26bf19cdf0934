export const CONTENT_TYPES = ['photo', 'video', 'text'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const PRIVACY_LEVELS = ['public', 'subscribers', 'premium', 'private'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

/** 'all' on a content filter's select means "do not filter on this field". */
export const ALL = 'all';
