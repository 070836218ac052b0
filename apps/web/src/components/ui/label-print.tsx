import type { ReactNode } from 'react';
import { FiArrowLeft, FiPrinter } from 'react-icons/fi';
import { Link } from 'react-router';

/**
 * Print rules for the label page only: rendered while the page is mounted, so other pages keep
 * the browser's normal paper size. The layout's bar, drawer and footer have no class of their
 * own, so they are hidden by element here. The page size is A6 written out in millimetres:
 * Chromium ignores the `A6` keyword (it knows only A5 and up).
 */
const css = `
@page { size: 105mm 148mm; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  header.navbar, .drawer-content > footer, .drawer-side, .no-print { display: none !important; }
  main { padding: 0 !important; }
  .label-page { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  .label-sheet {
    width: 105mm !important; height: 148mm !important; max-width: none !important;
    margin: 0 !important; border: 0 !important; border-radius: 0 !important; box-shadow: none !important;
    overflow: hidden; break-inside: avoid;
    -webkit-print-color-adjust: exact; print-color-adjust: exact;
  }
}
`;

export function LabelPrintStyle() {
  return <style>{css}</style>;
}

/** The print button above labels. */
export function PrintButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
      <FiPrinter aria-hidden />
      {children}
    </button>
  );
}

/** Above one label: its print rules, back to where it was opened from, and print. */
export function LabelToolbar({
  backTo,
  backLabel,
  printLabel,
}: {
  backTo: string;
  backLabel: string;
  printLabel: string;
}) {
  return (
    <>
      <LabelPrintStyle />
      <div className="no-print mx-auto mb-4 flex max-w-[105mm] flex-wrap items-center justify-between gap-2">
        <Link to={backTo} className="btn btn-ghost btn-sm">
          <FiArrowLeft aria-hidden />
          {backLabel}
        </Link>
        <PrintButton>{printLabel}</PrintButton>
      </div>
    </>
  );
}
