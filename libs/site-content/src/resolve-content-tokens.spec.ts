import { formatPrice, getTier } from '@tessera/rules';
import { describe, expect, it } from 'vitest';
import type { ContentSection } from './content-types';
import { HELP_ARTICLES } from './help';
import { STATIC_PAGES } from './pages';
import { resolveContentTokens, resolveToken, tokensIn } from './resolve-content-tokens';

function sectionTexts(sections: ContentSection[]): string[] {
  return sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.bullets ?? []),
    ...(section.steps ?? []),
  ]);
}

const ALL_TEXTS = [
  ...HELP_ARTICLES.flatMap((article) => [
    article.title,
    article.summary,
    ...article.keywords,
    ...sectionTexts(article.sections),
  ]),
  ...STATIC_PAGES.flatMap((page) => [page.title, page.intro, ...sectionTexts(page.sections)]),
];

describe('content tokens', () => {
  it('resolves catalogue facts', () => {
    const pro = getTier('pro-creator')!;
    expect(resolveContentTokens('{{tier.pro-creator.name}} costs {{tier.pro-creator.price}}')).toBe(
      `${pro.name} costs ${formatPrice(pro.priceCents, pro.currency)}`,
    );
    expect(resolveToken('tier.premium-creator.uploadsPerDay')).toBe('unlimited');
    expect(resolveToken('tier.basic-subscriber.platformFee')).toBeUndefined();
    expect(resolveToken('tier.nope.name')).toBeUndefined();
  });

  it('resolves every token used in the help articles and static pages', () => {
    const unknown = ALL_TEXTS.flatMap(tokensIn).filter((name) => resolveToken(name) === undefined);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('leaves no token markup in the rendered texts', () => {
    const leftovers = ALL_TEXTS.map(resolveContentTokens).filter((text) => text.includes('{{'));
    expect(leftovers).toEqual([]);
  });
});
