/** One of the two buttons: its visible word, and the label that says what it decides on. */
export interface Decision {
  text: string;
  label: string;
  onClick: () => void;
}

/**
 * Approve and Reject side by side, both held while a decision is on its way. `size` and `rejectTone`
 * are daisyUI classes, so each screen keeps its own button size and tone.
 */
export function DecisionButtons({
  approve,
  reject,
  busy,
  className,
  size = 'btn-sm',
  rejectTone = 'btn-outline',
}: {
  approve: Decision;
  reject: Decision;
  busy: boolean;
  className: string;
  size?: string;
  rejectTone?: string;
}) {
  return (
    <div className={className}>
      {[
        { ...approve, tone: 'btn-success' },
        { ...reject, tone: rejectTone },
      ].map(({ text, label, onClick, tone }) => (
        <button
          key={tone}
          type="button"
          className={`btn ${size} ${tone}`}
          disabled={busy}
          aria-label={label}
          onClick={onClick}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
