import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';

const noSubscribe = () => () => {};

// Its icons and links load only for a signed-in person: the landing page's visitors never need them.
const WorkCard = lazy(() => import('./work-card'));

/**
 * After login the spec sends everyone to the home page; each role finds its work here: a shop its
 * dashboard, a rider the run, hub staff the scan station, an admin the dashboard.
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
  if (!hydrated || !role) return null;
  return (
    <Suspense fallback={null}>
      <WorkCard role={role} />
    </Suspense>
  );
}
