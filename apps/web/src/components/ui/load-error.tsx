/** What a page shows when its data could not be loaded: the reason and a button that asks again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
