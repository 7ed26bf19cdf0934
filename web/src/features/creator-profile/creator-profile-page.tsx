import { isRole } from '@tessera/rules';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { ButtonLink } from '../../components/navigation/button-link';
import { usePublicProfile } from '../../hooks/use-public-profile';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { CreatorPosts } from './creator-posts';
import { CreatorProfileHeader } from './creator-profile-header';
import { CreatorTiers } from './creator-tiers';

/**
 * Someone's public page, open to visitors: their profile and, for creators, their published posts
 * and the way to subscribe. A member who is not a creator opening their own id gets their account.
 */
export function CreatorProfilePage() {
  const { userId = '' } = useParams();
  const { user } = useSession();
  const isOwn = user?.id === userId;
  const profile = usePublicProfile(userId);

  if (isOwn && !userHasRole(user, 'creator')) return <Navigate to="/profile" replace />;

  if (profile.isPending) {
    return (
      <div className="page page--narrow">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (profile.isError) {
    const missing = isApiError(profile.error) && profile.error.status === 404;
    return (
      <div className="page page--narrow">
        {missing ? (
          <Result
            status="404"
            title="Profile not found"
            subTitle="The link may be out of date, or the account was closed."
            extra={<ButtonLink to="/explore">Explore creators</ButtonLink>}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title="This profile could not be loaded"
            description={profile.error.message}
            action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
          />
        )}
      </div>
    );
  }

  const data = profile.data;
  return (
    <div className="page creator-page">
      <CreatorProfileHeader profile={data} isOwn={isOwn} />
      {isRole(data.role, 'creator') && (
        <>
          <CreatorTiers creatorId={data.id} isOwn={isOwn} />
          <CreatorPosts creatorId={data.id} name={data.displayName} />
        </>
      )}
    </div>
  );
}
