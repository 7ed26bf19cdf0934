import { describe, expect, it } from 'vitest';
import { ARTICLE_FIXTURES } from '../../test/test-fixtures';
import { groupByCategory, indexArticles, searchArticles } from './help-search';

const index = indexArticles(ARTICLE_FIXTURES);

describe('help search', () => {
  it('ranks a title match above a mention elsewhere', () => {
    const hits = searchArticles(index, 'password');
    expect(hits[0]?.article.slug).toBe('password-reset');
  });

  it('matches words as they are being typed', () => {
    expect(searchArticles(index, 'subscr').map((hit) => hit.article.slug)).toContain(
      'first-subscription',
    );
  });

  it('searches keywords, summaries and section text, with resolved tokens', () => {
    expect(searchArticles(index, 'forgot')[0]?.article.slug).toBe('password-reset');
    expect(searchArticles(index, 'browser menu')[0]?.article.slug).toBe('mobile-app');
    expect(searchArticles(index, 'pro subscriber')[0]?.article.slug).toBe('first-subscription');
  });

  it('ignores filler words and returns nothing for an empty query', () => {
    expect(searchArticles(index, '   ')).toEqual([]);
    expect(searchArticles(index, 'how do I reset my password')[0]?.article.slug).toBe(
      'password-reset',
    );
  });

  it('prefers articles that match every word', () => {
    const hits = searchArticles(index, 'reset password phone');
    expect(hits.length).toBeGreaterThan(0);
    const slugs = searchArticles(index, 'reset password').map((hit) => hit.article.slug);
    expect(slugs).toEqual(['password-reset']);
  });

  it('groups hits by category', () => {
    const groups = groupByCategory(searchArticles(index, 'tessera subscribe password'));
    expect(groups.map((group) => group.category).sort()).toEqual(
      [...new Set(groups.map((group) => group.category))].sort(),
    );
  });
});
