import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';

const noSubscribe = () => () => {};

// Its icons and links load only for a signed-in person: the landing page's visitors never need them.
const WorkCard = lazy(() => import('./work-card'));

/**
 * After login the spec sends everyone to the home page; staff find their work here: a rider the run, hub
 * staff the scan station, an admin the dashboard. A shop gets no card: the landing page is its page too,
 * and a card drawn after hydration would move it under the merchant's eyes (its dashboard is "Overview").
 * The page is prerendered for visitors (decision 004), so the card appears only once the page is
 * hydrated: false on the server and in hydration, true afterwards, with no mismatch in between.
 */
export function WorkShortcut() {
  const { role } = useAuth();
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (!hydrated || !role || role === 'customer') return null;
  return (
    <Suspense fallback={null}>
      <WorkCard role={role} />
    </Suspense>
  );
}
