import { useSession } from '../../session/session-context';
import { useSubscriptionStatus } from '../billing/hooks/use-subscription-status';

/** The viewer's live subscription to the creator (active, or past due while it is retried). */
export function useHeldSubscription(creatorId: string) {
  const { user } = useSession();
  const status = useSubscriptionStatus(!!user);
  return status.data?.creatorSubscriptions.find(
    (subscription) =>
      subscription.creatorId === creatorId &&
      (subscription.status === 'active' || subscription.status === 'past_due'),
  );
}
