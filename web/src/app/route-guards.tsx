import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/page-spinner';
import type { RedirectState } from '../session/redirect-target';
import { useSession } from '../session/session-context';
import { userHasRole } from '../session/user-role';
import { AdminOnlyPage } from '../features/admin';
import { CreatorOnlyPage } from '../features/content';

/**
 * Pages for signed-in people; everyone else goes to /login and comes back afterwards, except
 * someone who just signed out, who goes where the sign-out said.
 */
export function RequireSignedIn() {
  const { status, pendingDestination } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'signed-out' && pendingDestination) {
    return <Navigate to={pendingDestination} replace />;
  }
  if (status === 'signed-out') {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * The landing, sign-in and registration pages make no sense once signed in: a sign-in made here
 * continues to where it asked to go, anyone else goes to the dashboard.
 */
export function RequireSignedOut() {
  const { status, pendingDestination, clearPendingDestination } = useSession();
  const { pathname } = useLocation();
  const arrived = status === 'signed-out' && pendingDestination === pathname;
  useEffect(() => {
    // A sign-out's destination is spent once reached.
    if (arrived) clearPendingDestination();
  }, [arrived, clearPendingDestination]);
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'signed-in') return <Navigate to={pendingDestination ?? '/dashboard'} replace />;
  return <Outlet />;
}

/** Creator tools, inside the signed-in guard: anyone else is told what the pages are for. */
export function RequireCreator() {
  const { user } = useSession();
  return userHasRole(user, 'creator') ? <Outlet /> : <CreatorOnlyPage />;
}

/** Back-office screens, inside the signed-in guard: anyone but an administrator is told so. */
export function RequireAdmin() {
  const { user } = useSession();
  return userHasRole(user, 'admin') ? <Outlet /> : <AdminOnlyPage />;
}
