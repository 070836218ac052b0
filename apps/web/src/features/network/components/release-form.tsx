import { type NetworkExceptionView, resolveExceptionSchema } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useResolveHubException } from '../api/exceptions';

/**
 * A manager releases a damaged parcel held at the hub, or confirms that another hub took a parcel this
 * hub answered for, saying why (kept with who did it and when).
 */
export function ReleaseForm({
  exception,
  onCancel,
}: {
  exception: NetworkExceptionView;
  onCancel: () => void;
}) {
  const { t } = useTranslation('network');
  const release = useResolveHubException();
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const id = `release-${exception.id}`;
  const confirming = exception.kind === 'taken_from_holder';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resolveExceptionSchema.safeParse({ note });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setProblem(null);
    try {
      await release.mutateAsync({ id: exception.id, note: parsed.data.note });
      void showToast(
        'success',
        t(confirming ? 'exceptions.confirmed' : 'exceptions.released', {
          trackingId: exception.trackingId ?? '',
        }),
      );
    } catch (error) {
      setProblem(errorText(error, ['network']));
    }
  }

  return (
    <form className="mt-2 space-y-2 rounded-box bg-base-200 p-3" onSubmit={submit} noValidate>
      <FormField
        id={id}
        label={t(confirming ? 'exceptions.confirmWhy' : 'exceptions.releaseWhy')}
        error={fieldError}
      >
        <textarea
          id={id}
          className="textarea w-full"
          rows={2}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
      </FormField>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={release.isPending}>
          {release.isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
          {t(confirming ? 'exceptions.confirm' : 'exceptions.release')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {t('exceptions.cancel')}
        </button>
      </div>
    </form>
  );
}
