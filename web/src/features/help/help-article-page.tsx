import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DislikeOutlined from '@ant-design/icons/DislikeOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import { Breadcrumb, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ContentSections } from '../../components/content/content-sections';
import { HELP_ARTICLES, resolveContentTokens, type HelpArticle } from '@tessera/site-content';
import { NotFoundPage } from '../errors/not-found-page';
import { ArticleListItem } from './article-list-item';
import { categorySlug } from './help-categories';
import { loadVote, saveVote, type HelpfulVote } from './help-feedback';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

function HelpfulPrompt({ slug }: { slug: string }) {
  const [vote, setVote] = useState<HelpfulVote | null>(() => loadVote(slug));
  const choose = (next: HelpfulVote) => {
    saveVote(slug, next);
    setVote(next);
  };
  return (
    <Card className="helpful-card">
      {vote ? (
        <Typography.Text aria-live="polite">
          Thanks for your feedback!{' '}
          {vote === 'no' && (
            <>
              Tell us what was missing through the <Link to="/contact">contact page</Link>.
            </>
          )}
        </Typography.Text>
      ) : (
        <Flex align="center" gap={12} wrap>
          <Typography.Text strong>Was this helpful?</Typography.Text>
          <Button icon={<LikeOutlined />} onClick={() => choose('yes')}>
            Yes
          </Button>
          <Button icon={<DislikeOutlined />} onClick={() => choose('no')}>
            No
          </Button>
        </Flex>
      )}
    </Card>
  );
}

export function HelpArticlePage({
  articles = HELP_ARTICLES,
}: {
  articles?: readonly HelpArticle[];
}) {
  const { slug } = useParams();
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return <NotFoundPage />;
  const related = article.related
    .map((relatedSlug) => articles.find((candidate) => candidate.slug === relatedSlug))
    .filter((candidate): candidate is HelpArticle => Boolean(candidate));

  return (
    <article className="page page--reading">
      <Breadcrumb
        className="breadcrumbs"
        items={[
          { title: <Link to="/help">Help Centre</Link> },
          {
            title: (
              <Link to={`/help?category=${categorySlug(article.category)}`}>
                {article.category}
              </Link>
            ),
          },
          { title: article.title },
        ]}
      />
      <Typography.Title level={1} className="page-title">
        {article.title}
      </Typography.Title>
      <Typography.Paragraph className="page-lead">
        {resolveContentTokens(article.summary)}
      </Typography.Paragraph>
      <Typography.Text type="secondary" className="article-meta">
        <ClockCircleOutlined /> {article.readMinutes} min read · Last reviewed{' '}
        {formatDate(article.updatedAt)}
      </Typography.Text>
      <ContentSections sections={article.sections} />
      <HelpfulPrompt key={article.slug} slug={article.slug} />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="related">
          <Typography.Title
            level={2}
            id="related-title"
            className="section-title section-title--left"
          >
            Related articles
          </Typography.Title>
          <Card className="help-group">
            <ul className="article-list">
              {related.map((item) => (
                <ArticleListItem key={item.slug} article={item} />
              ))}
            </ul>
          </Card>
        </section>
      )}
    </article>
  );
}
