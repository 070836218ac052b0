import { Spinner } from './spinner';

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
    <div role="alert" className="alert alert-error alert-soft" data-load-error>
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * What stands in for a query's data until it has some: the spinner while it loads, then, if it failed,
 * the load error whose button asks again. Callers render it when `!query.isSuccess`.
 */
export function QueryFallback({
  query,
  message,
  retryLabel,
}: {
  query: { isPending: boolean; refetch: () => unknown };
  message: string;
  retryLabel: string;
}) {
  if (query.isPending) return <Spinner />;
  return <LoadError message={message} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
}
