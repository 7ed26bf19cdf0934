import { describe, expect, it } from 'vitest';
import { isActiveLink, mostSpecificLinks } from './active-link';

describe('isActiveLink', () => {
  it('matches the exact path, ignoring trailing slashes', () => {
    expect(isActiveLink('/explore', '/explore')).toBe(true);
    expect(isActiveLink('/explore/', '/explore')).toBe(true);
    expect(isActiveLink('/explore', '/explore//')).toBe(true);
  });

  it('matches paths below the link', () => {
    expect(isActiveLink('/messages/42', '/messages')).toBe(true);
    expect(isActiveLink('/messagesold', '/messages')).toBe(false);
  });

  it('matches the -v2 and -v3 variants', () => {
    expect(isActiveLink('/explore-v3', '/explore')).toBe(true);
    expect(isActiveLink('/creator/analytics-v2', '/creator/analytics')).toBe(true);
    expect(isActiveLink('/explore-v4', '/explore')).toBe(false);
  });

  it('keeps Home active only on the root', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/feed', '/')).toBe(false);
  });
});

describe('mostSpecificLinks', () => {
  it('keeps only the deepest of the links active on a page', () => {
    expect(mostSpecificLinks(['/admin', '/admin/content'])).toEqual(new Set(['/admin/content']));
    expect(mostSpecificLinks(['/content', '/content/upload'])).toEqual(
      new Set(['/content/upload']),
    );
    expect(mostSpecificLinks(['/billing'])).toEqual(new Set(['/billing']));
    expect(mostSpecificLinks([])).toEqual(new Set());
  });
});
