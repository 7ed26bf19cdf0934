import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import type { RealDataUser } from '@tessera/contracts';
import { Alert, Avatar, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useRealDataCreators } from '../../../hooks/use-real-data-creators';
import { formatPrice } from '@tessera/rules';
import { formatCount } from '../content-labels';
import { initialsOf } from '../../../components/avatar/avatar-initials';

/** Section 9's default: twelve creators a page. */
const CREATORS_PAGE_SIZE = 12;

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function CreatorCard({ creator }: { creator: RealDataUser }) {
  return (
    <li>
      <Link to={`/profile/${encodeURIComponent(creator.id)}`} className="creator-card">
        {creator.coverImage ? (
          <img className="creator-card__cover" src={creator.coverImage} alt="" loading="lazy" />
        ) : (
          <span className="creator-card__cover" />
        )}
        <Avatar size={64} src={creator.avatar || undefined} className="creator-card__avatar">
          {initialsOf(creator.displayName, 1)}
        </Avatar>
        <span className="creator-card__body">
          <span className="creator-card__name">
            {creator.displayName}
            {creator.isVerified && (
              <CheckCircleFilled className="creator-card__verified" aria-label="Verified" />
            )}
          </span>
          <span className="creator-card__handle">@{creator.username}</span>
          {creator.bio && <span className="creator-card__bio">{creator.bio}</span>}
          <span className="creator-card__counts">
            {plural(creator.followersCount, 'follower', 'followers')} ·{' '}
            {plural(creator.postsCount, 'post', 'posts')}
          </span>
          {creator.lowestPrice && (
            <span className="creator-card__price">
              From {formatPrice(creator.lowestPrice.amountCents, creator.lowestPrice.currency)} a
              month
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** Every creator, most followed first, a page at a time from the real-data API. */
export function CreatorCards() {
  const creators = useRealDataCreators(CREATORS_PAGE_SIZE);
  if (creators.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (creators.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Creators could not be loaded"
        description={creators.error.message}
        action={<Button onClick={() => void creators.refetch()}>Try again</Button>}
      />
    );
  }
  const pages = creators.data.pages;
  const list = pages.flatMap((page) => page.creators);
  if (list.length === 0) return <Empty description="No creators yet." />;
  const total = pages.at(-1)?.total ?? list.length;
  return (
    <Flex vertical gap={16} align="center">
      <ul className="creator-cards" aria-label="Creators">
        {list.map((creator) => (
          <CreatorCard key={creator.id} creator={creator} />
        ))}
      </ul>
      <Typography.Text type="secondary">
        Showing {list.length} of {total} creators
      </Typography.Text>
      {creators.hasNextPage && (
        <Button onClick={() => void creators.fetchNextPage()} loading={creators.isFetchingNextPage}>
          Load more creators
        </Button>
      )}
      {creators.isFetchNextPageError && (
        <Alert type="error" showIcon title="More creators could not be loaded" />
      )}
    </Flex>
  );
}
