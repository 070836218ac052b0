import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children one task after the page first paints, in a box that keeps the page's length
 * meanwhile (so nothing below moves into view and back). On a slow phone the landing page's
 * below-the-fold sections would otherwise lengthen the first render's long task, the one that keeps
 * the page from answering a tap.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A frame, then a task: the browser paints what is already there before this work starts.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : <div style={{ minHeight }} aria-hidden="true" />;
}
