import { postLoginDestination } from '@tessera/rules';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { useSession } from '../../session/session-context';

/**
 * Where an external sign-in lands. Google sign-in here uses a popup, so this page only routes
 * the person onwards: to their destination, or back to sign-in with the failure noted.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner label="Completing sign-in" />;
  if (params.get('error')) return <Navigate to="/login?error=oauth_failed" replace />;
  return <Navigate to={user ? postLoginDestination(user) : '/login'} replace />;
}
