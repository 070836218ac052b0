import { type CodeMissingReason, codeMissingReasons } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPhone } from 'react-icons/fi';
import { FormField } from '../../../components/ui/form-field';
import { formatDhakaTime } from '../../../lib/format-clock';
import { useCodeStep } from '../api/code-missing';
import type { RunItem } from '../api/get-delivery-run';
import { ReasonChoice } from './reason-choice';

/**
 * The way to a photo delivery when the code did not reach the receiver: call them from here (the call
 * is recorded before the phone dials), then say why the code did not come. Inside the door's form, so
 * its controls hold nothing back and its button is not a submit.
 */
export function CodeMissingSteps(props: {
  item: RunItem;
  idBase: string;
  onProblem: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation('deliveries');
  const { item, idBase } = props;
  const step = useCodeStep();
  const [reason, setReason] = useState<CodeMissingReason>();
  const [note, setNote] = useState('');
  const calledAt = item.code?.receiverCalledAt ?? null;
  const phone = item.parcel.receiverPhone;

  async function run(work: () => Promise<unknown>) {
    props.onProblem(null);
    try {
      await work();
    } catch (error) {
      props.onProblem(error);
    }
  }

  const recordCall = () => run(() => step.mutateAsync({ kind: 'call', parcel: item.parcel }));
  const saveWhy = () =>
    run(async () => {
      if (!reason || !note.trim()) return;
      await step.mutateAsync({ kind: 'why', parcel: item.parcel, input: { reason, note: note.trim() } });
    });

  return (
    <div className="space-y-3 rounded-box border border-base-300 p-3" data-testid="code-missing">
      <p className="font-semibold">{t('missing.title')}</p>
      <p className="text-sm opacity-80">{t('missing.hint')}</p>
      {phone && (
        // The link dials; the click records the call first (kept on the phone when offline).
        <a
          href={`tel:${phone}`}
          className="btn btn-outline btn-sm w-full"
          data-testid="call-receiver"
          onClick={() => void recordCall()}
        >
          <FiPhone aria-hidden />
          {calledAt ? t('missing.callAgain') : t('missing.call', { phone })}
        </a>
      )}
      {calledAt && (
        <>
          <p className="text-sm" data-testid="receiver-called">
            {t('missing.called', { time: formatDhakaTime(calledAt, i18n.language) })}
          </p>
          <ReasonChoice
            legend={t('missing.reason')}
            name={`${idBase}-missing`}
            reasons={codeMissingReasons}
            value={reason}
            label={(value) => t(`missing.reason.${value}`)}
            onChange={setReason}
            required={false}
          />
          <FormField className="form-control w-full" id={`${idBase}-missing-note`} label={t('missing.note')}>
            <textarea
              id={`${idBase}-missing-note`}
              className="textarea textarea-bordered w-full"
              rows={2}
              maxLength={300}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          <button
            type="button"
            className="btn btn-primary btn-sm w-full"
            disabled={step.isPending || !reason || !note.trim()}
            onClick={() => void saveWhy()}
          >
            {t('missing.save')}
          </button>
        </>
      )}
    </div>
  );
}
