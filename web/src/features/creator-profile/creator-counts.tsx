import { Skeleton } from 'antd';
import { useCreatorTiers } from '../billing/hooks/use-creator-tiers';
import { useCreatorCounts } from './use-creator-counts';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

interface CreatorCountsProps {
  creatorId: string;
  /** The creator chose to show how many subscribe to them. */
  showSubscribers: boolean;
}

function Count({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <li className="creator-counts__item">
      <strong className="creator-counts__value">{compact.format(value)}</strong>{' '}
      <span className="creator-counts__label">{value === 1 ? one : many}</span>
    </li>
  );
}

/**
 * The creator's numbers under their name: posts, photos and videos, likes, and subscribers where
 * the creator shows them (from billing's tiers). Counts that could not be loaded are left out
 * rather than shown as 0.
 */
export function CreatorCounts({ creatorId, showSubscribers }: CreatorCountsProps) {
  const counts = useCreatorCounts(creatorId);
  const tiers = useCreatorTiers(showSubscribers ? creatorId : '');
  if (counts.isPending) {
    return <Skeleton.Input active size="small" className="creator-counts__loading" />;
  }
  // Billing counts each tier's subscribers; a fan holds one tier of a creator at a time.
  const subscribers = tiers.data?.reduce((total, tier) => total + tier.subscriberCount, 0);
  if (!counts.data && subscribers === undefined) return null;
  return (
    <ul className="creator-counts" aria-label="Creator counts">
      {counts.data && (
        <>
          <Count value={counts.data.posts} one="post" many="posts" />
          <Count value={counts.data.media} one="media" many="media" />
          <Count value={counts.data.likes} one="like" many="likes" />
        </>
      )}
      {subscribers !== undefined && (
        <Count value={subscribers} one="subscriber" many="subscribers" />
      )}
    </ul>
  );
}
