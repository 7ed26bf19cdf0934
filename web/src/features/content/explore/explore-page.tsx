import { Alert, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useContentCategories } from '../../../hooks/use-content-categories';
import { useContentExplore } from '../../../hooks/use-content-explore';
import { useContentList } from '../../../hooks/use-content-list';
import { CreatorTiles } from './creator-tiles';
import { PostGrid } from './post-grid';

const CATEGORY_PAGE_SIZE = 24;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="explore-section" aria-label={title}>
      <Typography.Title level={2} className="explore-section__title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Trending and recent public posts, new creators, and posts by category. */
export function ExplorePage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const categories = useContentCategories();
  const explore = useContentExplore();
  const inCategory = useContentList(
    { category, status: 'published', limit: CATEGORY_PAGE_SIZE },
    category !== '',
  );

  const pick = (name: string) =>
    setParams(name && name !== category ? { category: name } : {}, { replace: true });

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Explore
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Discover creators and posts across every category.
      </Typography.Paragraph>

      <Flex gap={8} wrap className="category-chips" role="group" aria-label="Categories">
        <Tag.CheckableTag checked={category === ''} onChange={() => pick('')}>
          All
        </Tag.CheckableTag>
        {(categories.data ?? []).map((item) => (
          <Tag.CheckableTag
            key={item.id}
            checked={category.toLowerCase() === item.name.toLowerCase()}
            onChange={() => pick(item.name)}
          >
            {item.name}
          </Tag.CheckableTag>
        ))}
      </Flex>

      {category !== '' && (
        <Section title={category}>
          {inCategory.isPending && <Skeleton active />}
          {inCategory.isError && <Alert type="error" showIcon title="Posts could not be loaded" />}
          {inCategory.data && (
            <PostGrid posts={inCategory.data.items} empty={`No posts in ${category} yet.`} />
          )}
        </Section>
      )}

      {category === '' && explore.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {category === '' && explore.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Explore could not be loaded"
          description={explore.error.message}
          action={<Button onClick={() => void explore.refetch()}>Try again</Button>}
        />
      )}
      {category === '' && explore.data && (
        <>
          <Section title="Trending">
            <PostGrid posts={explore.data.trending} empty="Nothing is trending yet." />
          </Section>
          <Section title="New creators">
            {explore.data.creators.length > 0 ? (
              <CreatorTiles creators={explore.data.creators} />
            ) : (
              <Typography.Text type="secondary">No new creators this week.</Typography.Text>
            )}
          </Section>
          <Section title="Recent posts">
            <PostGrid posts={explore.data.recent} empty="No public posts yet." />
          </Section>
        </>
      )}
    </div>
  );
}
