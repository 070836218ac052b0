import { errorText } from '../../../lib/error-text';

/** How a change on the receiver's page went: `saved` once it is kept (when given), or why it was refused. */
export function ChangeOutcome({
  change,
  saved,
  errorClassName = 'text-sm text-error',
}: {
  change: { isSuccess: boolean; isError: boolean; error: unknown };
  saved?: string;
  errorClassName?: string;
}) {
  return (
    <>
      {saved && change.isSuccess && (
        <p role="status" className="text-sm text-success">
          {saved}
        </p>
      )}
      {change.isError && (
        <p role="alert" className={errorClassName}>
          {errorText(change.error, ['receivers'])}
        </p>
      )}
    </>
  );
}
