/**
 * Desh Courier's mark (public/favicon.svg, drawn inline): an SVG file as an <img> costs the page a
 * document of its own, built while the first screen is styled (about 50 ms on a cheap phone's CPU).
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#006a4e" />
      <circle cx="32" cy="32" r="13" fill="#f42a41" />
      <path d="M18 44h28" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
