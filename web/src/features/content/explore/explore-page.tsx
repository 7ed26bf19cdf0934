import { MAX_SEARCH_QUERY_LENGTH } from '@tessera/contracts';
import { Alert, Button, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useContentCategories } from '../../../hooks/use-content-categories';
import { useContentExplore } from '../../../hooks/use-content-explore';
import { useContentList } from '../../../hooks/use-content-list';
import { useContentTags } from '../../../hooks/use-content-tags';
import { CreatorCards } from './creator-cards';
import { ExploreSearchResults } from './explore-search-results';
import { PostGrid } from './post-grid';

const FILTERED_PAGE_SIZE = 24;
const TAGS_SHOWN = 20;

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

/** `#tag` and the category, whichever are chosen, as a section title. */
function filterTitle(category: string, tag: string): string {
  return [category, tag && `#${tag}`].filter(Boolean).join(' · ');
}

/** Search, then trending and recent public posts, creators, and posts by category or tag. */
export function ExplorePage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = params.get('category') ?? '';
  const tag = params.get('tag') ?? '';
  const categories = useContentCategories();
  const tags = useContentTags();
  const explore = useContentExplore();
  const filtered = category !== '' || tag !== '';
  const inFilter = useContentList(
    {
      category: category || undefined,
      tags: tag || undefined,
      status: 'published',
      limit: FILTERED_PAGE_SIZE,
    },
    filtered && query === '',
  );

  /** Sets or clears URL parameters, keeping the others. */
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const toggle = (key: 'category' | 'tag', value: string, current: string) =>
    update({ [key]: value && value.toLowerCase() !== current.toLowerCase() ? value : '' });

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Explore
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Discover creators and posts across every category.
      </Typography.Paragraph>

      <Input.Search
        key={query}
        className="explore-search"
        size="large"
        allowClear
        defaultValue={query}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        placeholder="Search creators and posts"
        aria-label="Search creators and posts"
        enterButton="Search"
        onSearch={(value) => update({ q: value.trim(), page: '' })}
      />

      {query !== '' ? (
        <Section title={`Results for “${query}”`}>
          <ExploreSearchResults
            query={query}
            page={page}
            onPage={(next) => update({ page: next > 1 ? String(next) : '' })}
          />
        </Section>
      ) : (
        <>
          <Flex gap={8} wrap className="category-chips" role="group" aria-label="Categories">
            <Tag.CheckableTag checked={category === ''} onChange={() => update({ category: '' })}>
              All
            </Tag.CheckableTag>
            {(categories.data ?? []).map((item) => (
              <Tag.CheckableTag
                key={item.id}
                checked={category.toLowerCase() === item.name.toLowerCase()}
                onChange={() => toggle('category', item.name, category)}
              >
                {item.name}
              </Tag.CheckableTag>
            ))}
          </Flex>
          {(tags.data ?? []).length > 0 && (
            <Flex gap={6} wrap className="tag-chips" role="group" aria-label="Tags">
              {(tags.data ?? []).slice(0, TAGS_SHOWN).map((item) => (
                <Tag.CheckableTag
                  key={item.tag}
                  checked={tag.toLowerCase() === item.tag.toLowerCase()}
                  onChange={() => toggle('tag', item.tag, tag)}
                >
                  #{item.tag} <span className="tag-chips__count">{item.count}</span>
                </Tag.CheckableTag>
              ))}
            </Flex>
          )}

          {filtered && (
            <Section title={filterTitle(category, tag)}>
              {inFilter.isPending && <Skeleton active />}
              {inFilter.isError && (
                <Alert type="error" showIcon title="Posts could not be loaded" />
              )}
              {inFilter.data && (
                <PostGrid
                  posts={inFilter.data.items}
                  empty={`No posts in ${filterTitle(category, tag)} yet.`}
                />
              )}
            </Section>
          )}

          {!filtered && explore.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
          {!filtered && explore.isError && (
            <Alert
              type="error"
              showIcon
              className="page-alert"
              title="Explore could not be loaded"
              description={explore.error.message}
              action={<Button onClick={() => void explore.refetch()}>Try again</Button>}
            />
          )}
          {!filtered && explore.data && (
            <Section title="Trending">
              <PostGrid posts={explore.data.trending} empty="Nothing is trending yet." />
            </Section>
          )}
          {!filtered && (
            <Section title="Creators">
              <CreatorCards />
            </Section>
          )}
          {!filtered && explore.data && (
            <Section title="Recent posts">
              <PostGrid posts={explore.data.recent} empty="No public posts yet." />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
