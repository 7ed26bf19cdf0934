import type { UpdateUserRequest } from '@tessera/contracts';
import type { User } from './user.schema';

/**
 * Links are shown in the order they are stored, under their platform names: a renamed platform,
 * two swapped URLs and a new order are all changes, so links compare as ordered pairs.
 */
export function sameSocialLinks(
  stored: Record<string, string> | undefined,
  requested: Record<string, string>,
): boolean {
  const before = Object.entries(stored ?? {});
  const after = Object.entries(requested);
  return (
    before.length === after.length &&
    before.every(
      ([platform, url], index) => after[index][0] === platform && after[index][1] === url,
    )
  );
}

function isUnchanged(current: User, field: string, value: unknown): boolean {
  if (field === 'socialLinks') {
    return sameSocialLinks(current.socialLinks, value as Record<string, string>);
  }
  return current[field as keyof User] === value;
}

/**
 * An update as it is stored: uploads named in the request are already the public addresses of
 * the pictures (a request itself may only clear them).
 */
export type ProfileUpdate = Omit<
  UpdateUserRequest,
  'avatar' | 'coverImage' | 'avatarMediaId' | 'coverMediaId'
> & { avatar?: string; coverImage?: string };

/** The requested fields whose values differ from the stored account: what is written and announced. */
export function profileChanges(current: User, request: ProfileUpdate): ProfileUpdate {
  return Object.fromEntries(
    Object.entries(request).filter(
      ([field, value]) => value !== undefined && !isUnchanged(current, field, value),
    ),
  );
}
