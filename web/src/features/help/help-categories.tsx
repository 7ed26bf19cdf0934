import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import type { ReactNode } from 'react';
import type { HelpCategory } from '@tessera/site-content';

export const HELP_CATEGORIES: { category: HelpCategory; icon: ReactNode; blurb: string }[] = [
  {
    category: 'Getting started',
    icon: <RocketOutlined />,
    blurb: 'Create an account and find your way',
  },
  {
    category: 'Account & security',
    icon: <LockOutlined />,
    blurb: 'Sign-in, passwords and sessions',
  },
  {
    category: 'Subscriptions & billing',
    icon: <CreditCardOutlined />,
    blurb: 'Plans, payments and refunds',
  },
  { category: 'Creators', icon: <StarOutlined />, blurb: 'Earnings, pricing and your profile' },
  {
    category: 'Messaging',
    icon: <MessageOutlined />,
    blurb: 'Conversations, limits and bulk messages',
  },
  { category: 'Content', icon: <PictureOutlined />, blurb: 'Uploads, formats and scheduling' },
  {
    category: 'Safety & privacy',
    icon: <SafetyOutlined />,
    blurb: 'Guidelines, reporting and privacy',
  },
  { category: 'Troubleshooting', icon: <ToolOutlined />, blurb: 'Fixes for common problems' },
];

export function categorySlug(category: HelpCategory): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-');
}

export function categoryFromSlug(slug: string | null): HelpCategory | null {
  return HELP_CATEGORIES.find((entry) => categorySlug(entry.category) === slug)?.category ?? null;
}

/** Editorial picks for newcomers, shown before anyone searches. */
export const POPULAR_ARTICLE_SLUGS = [
  'how-to-create-account',
  'first-subscription',
  'subscription-tiers-overview',
  'password-reset',
  'creator-earnings',
  'messaging-creators',
];
