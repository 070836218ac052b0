import { trackingIdProblem, typedTrackingId } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

/**
 * A tracking-ID search box (the home page's and the tracking page's): what is wrong with the typed
 * ID, next to the field, or the parcel's page. `initialId` is one that arrived in the address.
 */
export function useTrackingSearch(initialId = '') {
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(() =>
    initialId ? trackingIdProblem(typedTrackingId(initialId)) : undefined,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: it is uncontrolled, so text typed before the app's scripts ran is kept.
    // The bare number off a label (no DSH-) is the same parcel.
    const trackingId = typedTrackingId(String(new FormData(event.currentTarget).get('trackingId') ?? ''));
    const problem = trackingIdProblem(trackingId);
    setError(problem);
    if (!problem) navigate(paths.track(trackingId));
  };
  return { error, onSubmit };
}
