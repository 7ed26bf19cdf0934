/**
 * Text may reference catalogue facts with tokens, resolved from @tessera/rules when rendered, so
 * prices, fees and limits are never restated in prose:
 * {{tier.<tierId>.name}}, {{tier.<tierId>.price}}, {{tier.<tierId>.platformFee}},
 * {{tier.<tierId>.uploadsPerDay}}, {{tier.<tierId>.conversationsPerDay}},
 * {{tier.<tierId>.maxFileSize}}, {{tier.<tierId>.storage}}, {{upload.imageMaxMb}},
 * {{upload.videoMaxMb}}, {{fees.payment}}, {{fees.payoutRequest}}, {{payout.minimum}},
 * {{payout.delayDays}}, {{subscription.periodDays}}, {{annual.discount}}.
 */

/** A block of an article or page: a heading with paragraphs, then an optional list or numbered steps. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  steps?: string[];
}

export type HelpCategory =
  | 'Getting started'
  | 'Account & security'
  | 'Subscriptions & billing'
  | 'Creators'
  | 'Messaging'
  | 'Content'
  | 'Safety & privacy'
  | 'Troubleshooting';

/** One help-centre article, served at /help/{slug}. */
export interface HelpArticle {
  slug: string;
  title: string;
  category: HelpCategory;
  /** One or two sentences shown in search results and cards. */
  summary: string;
  /** Extra words people type when looking for this article. */
  keywords: string[];
  /** Minutes to read, rounded up. */
  readMinutes: number;
  sections: ContentSection[];
  /** Slugs of related articles. */
  related: string[];
  /** ISO date of the last review. */
  updatedAt: string;
}

/** A static or legal page such as /about or /privacy. */
export interface StaticPage {
  path: string;
  title: string;
  /** Short lead paragraph under the title. */
  intro: string;
  sections: ContentSection[];
  /** ISO date, shown on legal pages as 'Last updated'. */
  updatedAt: string;
}
