import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** Where to go after login or sign-up: the page the visitor came from, else home. */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
  if (!from || from.pathname === paths.login || from.pathname === paths.signup) return paths.home;
  return from.pathname + (from.search ?? '');
}
