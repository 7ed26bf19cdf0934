import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { MESSAGES } from '@tessera/rules';
import { Button, Card, Empty, Input, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HELP_ARTICLES, type HelpArticle } from '@tessera/site-content';
import { ArticleListItem } from './article-list-item';
import {
  categoryFromSlug,
  categorySlug,
  HELP_CATEGORIES,
  POPULAR_ARTICLE_SLUGS,
} from './help-categories';
import { groupByCategory, indexArticles, searchArticles } from './help-search';

export function HelpCentrePage({
  articles = HELP_ARTICLES,
}: {
  articles?: readonly HelpArticle[];
}) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);
  const category = categoryFromSlug(params.get('category'));
  const index = useMemo(() => indexArticles(articles), [articles]);
  const hits = useMemo(() => searchArticles(index, deferredQuery), [index, deferredQuery]);
  const popular = POPULAR_ARTICLE_SLUGS.map((slug) => articles.find((a) => a.slug === slug)).filter(
    (article): article is HelpArticle => Boolean(article),
  );

  const setQuery = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };

  const searching = deferredQuery.trim().length > 0;
  return (
    <div className="help-centre">
      <section className="help-hero">
        <Typography.Title level={1} className="help-hero__title">
          How can we help?
        </Typography.Title>
        <Typography.Paragraph className="help-hero__lead">
          Search {articles.length} guides on subscriptions, creating, messaging and your account.
        </Typography.Paragraph>
        <Input
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search the help centre, e.g. reset password"
          aria-label="Search help articles"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="help-hero__search"
        />
      </section>

      <div className="page">
        {searching ? (
          <section aria-live="polite" aria-label="Search results">
            <Typography.Title level={2} className="section-title section-title--left">
              {hits.length} {hits.length === 1 ? 'result' : 'results'} for “{deferredQuery.trim()}”
            </Typography.Title>
            {hits.length === 0 ? (
              <Empty description={MESSAGES.noSearchResults(deferredQuery.trim())} />
            ) : (
              groupByCategory(hits).map((group) => (
                <Card key={group.category} title={group.category} className="help-group">
                  <ul className="article-list">
                    {group.hits.map((hit) => (
                      <ArticleListItem
                        key={hit.article.slug}
                        article={hit.article}
                        terms={hit.terms}
                      />
                    ))}
                  </ul>
                </Card>
              ))
            )}
          </section>
        ) : category ? (
          <section aria-label={category}>
            <Typography.Title level={2} className="section-title section-title--left">
              {category}
            </Typography.Title>
            <Button
              type="link"
              className="help-back"
              onClick={() => setParams({}, { replace: true })}
            >
              ← All categories
            </Button>
            <Card className="help-group">
              <ul className="article-list">
                {articles
                  .filter((article) => article.category === category)
                  .map((article) => (
                    <ArticleListItem key={article.slug} article={article} />
                  ))}
              </ul>
            </Card>
          </section>
        ) : (
          <>
            <section aria-labelledby="categories-title">
              <Typography.Title
                level={2}
                id="categories-title"
                className="section-title section-title--left"
              >
                Browse by topic
              </Typography.Title>
              <div className="category-grid">
                {HELP_CATEGORIES.map((entry) => {
                  const count = articles.filter((a) => a.category === entry.category).length;
                  return (
                    <Link
                      key={entry.category}
                      to={`/help?category=${categorySlug(entry.category)}`}
                      className="category-card"
                    >
                      <span className="category-card__icon" aria-hidden="true">
                        {entry.icon}
                      </span>
                      <span className="category-card__title">{entry.category}</span>
                      <span className="category-card__blurb">{entry.blurb}</span>
                      <span className="category-card__count">
                        {count} {count === 1 ? 'article' : 'articles'}
                      </span>
                    </Link>
                  );
                })}
              </div>
            </section>
            {popular.length > 0 && (
              <section aria-labelledby="popular-title">
                <Typography.Title
                  level={2}
                  id="popular-title"
                  className="section-title section-title--left"
                >
                  Popular articles
                </Typography.Title>
                <Card className="help-group">
                  <ul className="article-list">
                    {popular.map((article) => (
                      <ArticleListItem key={article.slug} article={article} />
                    ))}
                  </ul>
                </Card>
              </section>
            )}
          </>
        )}
        <Card className="page-card page-card--muted help-contact">
          <Typography.Title level={2} className="page-card__title">
            Still stuck?
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Our support team reads every message. <Link to="/contact">Contact us</Link>, or follow
            your requests under <Link to="/help/tickets">your tickets</Link>.
          </Typography.Paragraph>
        </Card>
      </div>
    </div>
  );
}
