import { useEffect, useState } from 'react';

/** Whether the moment `iso` has come, turning true by itself when it does (null: it already has). */
export function useTimeReached(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [reached, setReached] = useState(() => Number.isNaN(at) || at <= Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) return setReached(true);
    const wait = at - Date.now();
    setReached(wait <= 0);
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setReached(true), wait + 250);
    return () => window.clearTimeout(timer);
  }, [at]);
  return reached;
}
