import { damageNoteMessage, reportDamageSchema } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useReportDamage } from '../api/exceptions';

/** A parcel found damaged at the hub: what is wrong with it, kept as an exception for the admins. */
export function DamageForm({
  hubId,
  trackingId,
  onDone,
}: {
  hubId: string;
  trackingId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('network');
  const report = useReportDamage();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const id = `damage-${trackingId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportDamageSchema.safeParse({ code: trackingId, note });
    if (!parsed.success) {
      setFieldError(
        parsed.error.issues.find((issue) => issue.path[0] === 'note')?.message ?? damageNoteMessage,
      );
      return;
    }
    setFieldError(undefined);
    setProblem(null);
    try {
      await report.mutateAsync({ hubId, ...parsed.data, photo });
      void showToast('success', t('damage.reported', { trackingId }));
      onDone();
    } catch (error) {
      setProblem(errorText(error, ['network']));
    }
  }

  return (
    <form
      className="mt-2 space-y-2 rounded-box bg-base-200 p-3"
      onSubmit={submit}
      noValidate
      data-testid="damage-form"
    >
      <FormField id={id} label={t('damage.note')} error={fieldError}>
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
      <FormField id={`${id}-photo`} label={t('damage.photo')}>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/png,image/jpeg"
          capture="environment"
          className="file-input file-input-sm w-full"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-sm btn-warning" disabled={report.isPending}>
          {t('damage.submit')}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
