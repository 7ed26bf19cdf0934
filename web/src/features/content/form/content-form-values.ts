import type { ContentDto, CreateContentRequestBody } from '@tessera/contracts';
import { toCents, type PrivacyLevel } from '@tessera/rules';

/** What the post form holds; the price is in dollars and the schedule in local time. */
export interface ContentFormValues {
  title: string;
  description?: string;
  body?: string;
  tags?: string[];
  category?: string;
  folderId?: string;
  privacyLevel: PrivacyLevel;
  price?: number | null;
  /** `YYYY-MM-DDTHH:mm` in the person's time zone, as a datetime-local input gives it. */
  scheduledAt?: string;
}

export const EMPTY_CONTENT_FORM: ContentFormValues = {
  title: '',
  privacyLevel: 'subscribers',
  tags: [],
};

const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The post fields of the form, ready for POST or PUT /content. */
export function contentFields(
  values: ContentFormValues,
): Omit<CreateContentRequestBody, 'type' | 'mediaIds' | 'saveAsDraft'> {
  const trimmed = (text: string | undefined) => text?.trim() ?? '';
  return {
    title: values.title.trim(),
    description: trimmed(values.description),
    body: trimmed(values.body) || undefined,
    privacyLevel: values.privacyLevel,
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    category: values.category ?? '',
    folderId: values.folderId ?? null,
    priceCents: values.price ? toCents(values.price) : null,
    scheduledAt: values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
  };
}

export function formValuesOf(post: ContentDto): ContentFormValues {
  return {
    title: post.title,
    description: post.description,
    body: post.body,
    tags: post.tags,
    category: post.category || undefined,
    folderId: post.folderId ?? undefined,
    privacyLevel: post.privacyLevel,
    price: post.priceCents ? post.priceCents / 100 : null,
    scheduledAt: post.scheduledAt ? toLocalDateTime(new Date(post.scheduledAt)) : undefined,
  };
}
