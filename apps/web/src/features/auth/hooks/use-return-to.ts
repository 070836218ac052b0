import { roleHome } from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type Location, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { type AuthSession, sessionQueryKey } from '../api/auth-api';

/** The page a guard sent the visitor from (RequireAuth's `state.from`), if it was not an auth page. */
function cameFrom(location: Location): string | undefined {
  const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
  if (!from || from.pathname === paths.login || from.pathname === paths.signup) return undefined;
  return from.pathname + (from.search ?? '');
}

/** Where to go after login or sign-up: the page the visitor came from, else home. */
export function useReturnTo(): string {
  return cameFrom(useLocation()) ?? paths.home;
}

/**
 * Where a person goes once signed in: the page they came from, else their work (`roleHome`: a rider's
 * run, the hub's scan station, the admin's dashboard; a shop the home page). Called after the session
 * has been read again, so the role is the signed-in account's.
 */
export function useLandingAfterSignIn(): () => string {
  const location = useLocation();
  const queryClient = useQueryClient();
  return () =>
    cameFrom(location) ?? roleHome(queryClient.getQueryData<AuthSession | null>(sessionQueryKey)?.user.role);
}
