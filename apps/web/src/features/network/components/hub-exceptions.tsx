import { type NetworkExceptionView, resolveExceptionSchema } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { formatDhakaDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { useHubExceptions, useResolveHubException } from '../api/exceptions';

/** A manager releases a damaged parcel held at the hub, saying why (kept with who released it). */
function ReleaseForm({ exception, onCancel }: { exception: NetworkExceptionView; onCancel: () => void }) {
  const { t } = useTranslation('network');
  const release = useResolveHubException();
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const id = `release-${exception.id}`;

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
      void showToast('success', t('exceptions.released', { trackingId: exception.trackingId ?? '' }));
    } catch (error) {
      setProblem(errorText(error, ['network']));
    }
  }

  return (
    <form className="mt-2 space-y-2 rounded-box bg-base-200 p-3" onSubmit={submit} noValidate>
      <FormField id={id} label={t('exceptions.releaseWhy')} error={fieldError}>
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
          {t('exceptions.release')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {t('exceptions.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The hub's open problems (missing, misrouted, damaged parcels; bags overdue or with another seal; a
 * parcel handed to another rider) until resolved. A damaged parcel is held here: its manager releases it.
 */
export function HubExceptions({ hubId, canRelease }: { hubId: string; canRelease: boolean }) {
  const { t, i18n } = useTranslation('network');
  const exceptions = useHubExceptions(hubId);
  const [releasing, setReleasing] = useState<string | null>(null);
  const open = (exceptions.data ?? []).filter((each) => each.status === 'open');
  if (open.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="hub-exceptions">
      <h2 className="text-lg font-semibold">{t('exceptions.title', { count: open.length })}</h2>
      <ul className="space-y-2">
        {open.map((each) => (
          <li
            key={each.id}
            className="rounded-box border border-warning/60 bg-warning/10 p-3 text-sm"
            data-kind={each.kind}
          >
            <p className="flex flex-wrap justify-between gap-x-2">
              <span className="font-mono font-semibold">
                {each.trackingId ?? t('exceptions.bag', { bag: each.lastHolderBag?.code ?? '' })}
              </span>
              <span className="text-xs opacity-70">{formatDhakaDateTime(each.createdAt, i18n.language)}</span>
            </p>
            <p className="font-medium">{t(`exceptions.kind.${each.kind}`)}</p>
            {each.note && <p className="break-words">{each.note}</p>}
            {each.photoId && <p className="text-xs opacity-80">{t('exceptions.withPhoto')}</p>}
            {each.kind === 'damaged' && <p className="text-xs">{t('exceptions.held')}</p>}
            {each.kind === 'damaged' &&
              canRelease &&
              (releasing === each.id ? (
                <ReleaseForm exception={each} onCancel={() => setReleasing(null)} />
              ) : (
                <button
                  type="button"
                  className="btn btn-xs btn-outline mt-1"
                  onClick={() => setReleasing(each.id)}
                >
                  {t('exceptions.release')}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
