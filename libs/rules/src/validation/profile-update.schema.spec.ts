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
    [{ bio: 'tab\there' }, 'bio', MESSAGES.bioControlCharacters],
    [{ bio: 'mirror \u2066text\u2069' }, 'bio', MESSAGES.bioControlCharacters],
    [{ displayName: 'Ada\u200f' }, 'displayName', MESSAGES.displayNameControlCharacters],
    [{ avatar: 'not a url' }, 'avatar', MESSAGES.invalidUrl],
    [{ avatar: 'javascript:alert(1)' }, 'avatar', MESSAGES.invalidUrl],
    [{ coverImage: 'ftp://files.example.com/c.png' }, 'coverImage', MESSAGES.invalidUrl],
    [{ socialLinks: { site: 'javascript:alert(1)' } }, 'socialLinks.site', MESSAGES.invalidUrl],
    [{ socialLinks: { '': 'https://a.io' } }, 'socialLinks', MESSAGES.socialPlatformInvalid(30)],
    [{ setupComplete: 'yes' }, 'setupComplete', expect.any(String)],
    [{ avatar: `https://a.io/${'x'.repeat(2048)}` }, 'avatar', MESSAGES.invalidUrl],
    [
      { socialLinks: { site: `https://a.io/${'x'.repeat(2048)}` } },
      'socialLinks.site',
      MESSAGES.urlMax(2048),
    ],
    [{ socialLinks: { site: 'https://a.io/a b' } }, 'socialLinks.site', MESSAGES.invalidUrl],
    [{ socialLinks: { site: 'https://a.io/\u202e' } }, 'socialLinks.site', MESSAGES.invalidUrl],
  ])('refuses %j', (update, field, message) => {
    expect(errorsOf(update)).toEqual([{ field, message }]);
  });

  it.each(['my.site', '$where', 'git\u0000hub', ' twitter', '-x', 'a'.repeat(31), 'a/b'])(
    'refuses the social platform name %j',
    (platform) => {
      expect(errorsOf({ socialLinks: { [platform]: 'https://a.io' } })).toEqual([
        { field: 'socialLinks', message: MESSAGES.socialPlatformInvalid(30) },
      ]);
    },
  );

  it.each(['twitter', 'My blog', 'dev_to', 'Ютуб', 'a'.repeat(30), '500px'])(
    'accepts the social platform name %j',
    (platform) => {
      expect(errorsOf({ socialLinks: { [platform]: 'https://a.io' } })).toEqual([]);
    },
  );

  it('keeps newlines in a bio and reads CR LF as a newline', () => {
    expect(profileUpdateSchema.parse({ bio: 'one\ntwo\r\nthree' })).toEqual({
      bio: 'one\ntwo\nthree',
    });
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
