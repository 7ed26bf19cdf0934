import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  HELP_ARTICLES,
  type HelpArticle,
  resolveContentTokens,
  SEARCHABLE_SCREENS,
  type SitePage,
} from '@tessera/site-content';
import { TextEmbedder } from '../embeddings/text-embedder';
import { SearchEngineRepository } from '../engine/search-engine.repository';
import type { HelpDocument } from './help-document';

function articleDocument(article: HelpArticle): HelpDocument {
  const body = article.sections
    .flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
      ...(section.steps ?? []),
    ])
    .join('\n');
  return {
    slug: article.slug,
    kind: 'article',
    title: article.title,
    summary: resolveContentTokens(article.summary),
    keywords: article.keywords,
    body: resolveContentTokens(body),
    url: `/help/${article.slug}`,
    updatedAt: article.updatedAt,
  };
}

function pageDocument(page: SitePage): HelpDocument {
  return {
    slug: `page${page.url.replace(/\//g, '-')}`,
    kind: 'page',
    title: page.title,
    summary: page.summary,
    keywords: page.keywords,
    body: '',
    url: page.url,
    updatedAt: null,
  };
}

/**
 * The help centre's articles and the app's public pages, from the same source the web app renders
 * them from, written to the help index whole at every start: a few dozen documents, so rewriting
 * them is cheaper than tracking what changed.
 */
@Injectable()
export class HelpIndexWriter implements OnApplicationBootstrap {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly embedder: TextEmbedder,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.writeAll();
  }

  async writeAll(): Promise<void> {
    const docs = [...HELP_ARTICLES.map(articleDocument), ...SEARCHABLE_SCREENS.map(pageDocument)];
    const vectors = await this.embedder.embed(
      docs.map((doc) => [doc.title, doc.summary, doc.keywords.join(', ')].join('. ')),
    );
    await this.engine.replaceAll(
      'help',
      docs.map((doc, index) => ({ id: doc.slug, doc: { ...doc, embedding: vectors[index] } })),
    );
  }
}
