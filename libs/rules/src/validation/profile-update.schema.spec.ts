import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatZodIssues } from './format-zod-issues.util';
import { profileUpdateSchema } from './profile-update.schema';

function errorsOf(value: unknown) {
  const result = profileUpdateSchema.safeParse(value);
  return result.success ? [] : formatZodIssues(result.error).errors;
}

describe('profileUpdateSchema', () => {
  it('accepts a full update and an empty one', () => {
    const update = {
      displayName: 'Ada',
      bio: 'b'.repeat(500),
      avatar: 'https://cdn.example.com/a.png',
      coverImage: '',
      socialLinks: { twitter: 'https://x.com/ada', site: 'http://ada.dev' },
      setupComplete: true,
    };
    expect(profileUpdateSchema.parse(update)).toEqual(update);
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it.each([
    [{ displayName: 'A' }, 'displayName', MESSAGES.displayNameMin],
    [{ bio: 'b'.repeat(501) }, 'bio', MESSAGES.bioMax(500)],
    [{ avatar: 'not a url' }, 'avatar', MESSAGES.invalidUrl],
    [{ avatar: 'javascript:alert(1)' }, 'avatar', MESSAGES.invalidUrl],
    [{ coverImage: 'ftp://files.example.com/c.png' }, 'coverImage', MESSAGES.invalidUrl],
    [{ socialLinks: { site: 'javascript:alert(1)' } }, 'socialLinks.site', MESSAGES.invalidUrl],
    [{ socialLinks: { '': 'https://a.io' } }, 'socialLinks', MESSAGES.socialPlatformInvalid(30)],
    [{ setupComplete: 'yes' }, 'setupComplete', expect.any(String)],
  ])('refuses %j', (update, field, message) => {
    expect(errorsOf(update)).toEqual([{ field, message }]);
  });

  it('allows ten social links but not eleven', () => {
    const links = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`site${i}`, `https://s${i}.example.com`]),
      );
    expect(errorsOf({ socialLinks: links(10) })).toEqual([]);
    expect(errorsOf({ socialLinks: links(11) })).toEqual([
      { field: 'socialLinks', message: MESSAGES.socialLinksMax(10) },
    ]);
  });

  it('rejects unknown keys by name', () => {
    expect(errorsOf({ displayName: 'Ada', role: 'admin', email: 'x@y.z' })).toEqual([
      { field: '', message: 'Unknown field(s): role, email' },
    ]);
  });
});
