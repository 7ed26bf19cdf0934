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
      avatar: '',
      coverMediaId: '0b6f1c1e-8a1d-4c39-9f5e-2d6f0f7a4b21',
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
    [{ avatar: 'https://cdn.example.com/a.png' }, 'avatar', MESSAGES.imageLinkRefused],
    [{ avatar: 'javascript:alert(1)' }, 'avatar', MESSAGES.imageLinkRefused],
    [{ coverImage: 'https://tracker.example/p.gif' }, 'coverImage', MESSAGES.imageLinkRefused],
    [{ avatarMediaId: 'not-an-id' }, 'avatarMediaId', 'Invalid media id'],
    [{ socialLinks: { site: 'javascript:alert(1)' } }, 'socialLinks.site', MESSAGES.invalidUrl],
    [{ socialLinks: { '': 'https://a.io' } }, 'socialLinks', MESSAGES.socialPlatformInvalid(30)],
    [{ setupComplete: 'yes' }, 'setupComplete', expect.any(String)],
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
