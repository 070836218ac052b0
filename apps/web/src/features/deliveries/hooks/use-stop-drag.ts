import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { dropIndex, type StopBox } from './stop-order';

/** The stop being dragged: how far its card has moved, and where it would land (0-based among the others). */
export interface StopDrag {
  parcelId: string;
  dx: number;
  dy: number;
  to: number;
}

interface Start {
  parcelId: string;
  pointerId: number;
  x: number;
  y: number;
  scrollY: number;
}

// Near the screen's top or bottom edge the page scrolls by itself, so a stop can travel past what a
// phone shows at once. At a speed, not a step per frame: a busy phone draws fewer frames, and its page
// must not crawl (a step is capped so that a long stall does not jump past the stops).
const edgePx = 72;
const scrollPxPerMs = 0.84;
const maxScrollStepPx = 120;

/**
 * Dragging a stop by its handle with pointer events (a finger or a mouse alike): the card follows the
 * pointer (a transform, so the other cards stay where they are and their boxes stay true), and
 * `onPlace` gets the stop's new place when it is let go. The list's items carry `data-parcel-id`.
 */
export function useStopDrag(onPlace: (parcelId: string, to: number) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const start = useRef<Start | null>(null);
  const pointer = useRef({ x: 0, y: 0 });
  const [drag, setDrag] = useState<StopDrag | null>(null);

  const otherBoxes = (parcelId: string): StopBox[] =>
    [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > [data-parcel-id]') ?? [])]
      .filter((item) => item.dataset.parcelId !== parcelId)
      .map((item) => item.getBoundingClientRect());

  const follow = () => {
    const from = start.current;
    if (!from) return;
    const { x, y } = pointer.current;
    setDrag({
      parcelId: from.parcelId,
      dx: x - from.x,
      dy: y - from.y + (window.scrollY - from.scrollY),
      to: dropIndex(otherBoxes(from.parcelId), x, y),
    });
  };

  const dragging = drag !== null;
  // `follow` reads refs only: the loop starts once per drag.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop depends on whether a drag is on, nothing else
  useEffect(() => {
    if (!dragging) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const px = Math.max(1, Math.min(maxScrollStepPx, Math.round((now - last) * scrollPxPerMs)));
      last = now;
      const { y } = pointer.current;
      const by = y < edgePx ? -px : y > window.innerHeight - edgePx ? px : 0;
      if (by !== 0) {
        window.scrollBy(0, by);
        follow();
      }
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [dragging]);

  const handle = (parcelId: string) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0 || start.current) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = {
        parcelId,
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        scrollY: window.scrollY,
      };
      pointer.current = { x: event.clientX, y: event.clientY };
      follow();
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      follow();
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      const to = dropIndex(otherBoxes(parcelId), event.clientX, event.clientY);
      start.current = null;
      setDrag(null);
      onPlace(parcelId, to);
    },
    onPointerCancel() {
      start.current = null;
      setDrag(null);
    },
  });

  return { listRef, drag, handle };
}
