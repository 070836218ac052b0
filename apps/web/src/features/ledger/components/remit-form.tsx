import { parseTakaInput } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { newIdempotencyKey, usePoisha } from '../../../lib/use-money';
import { useDeclareRemittance } from '../api/hub-cash';
import { useTextFields } from '../hooks/use-text-fields';
import { ReferenceField } from './reference-field';
import { TakaField } from './taka-field';

/** The hub's manager declares cash sent to head office, with the deposit slip's number. */
export function RemitForm({ hubId, availablePoisha }: { hubId: string; availablePoisha: number }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const declare = useDeclareRemittance();
  const { values, setValue, setValues, errors, setErrors, field } = useTextFields({
    amount: '',
    reference: '',
  });
  // One key per remittance the manager means to make: a retry after a lost answer declares once.
  const [key, setKey] = useState(newIdempotencyKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const poisha = parseTakaInput(values.amount);
    const next: typeof errors = {};
    if (poisha === undefined || poisha <= 0) next.amount = t('amount.invalid');
    else if (poisha > availablePoisha) next.amount = t('remit.tooMuch', { amount: money(availablePoisha) });
    if (!values.reference.trim()) next.reference = t('remit.referenceRequired');
    setErrors(next);
    if (next.amount || next.reference || poisha === undefined) return;
    try {
      await declare.mutateAsync({
        hubId,
        amountPoisha: poisha,
        reference: values.reference.trim(),
        idempotencyKey: key,
      });
      setKey(newIdempotencyKey());
      setValues({ amount: '', reference: '' });
      void showToast('success', t('remit.declared'));
    } catch (caught) {
      setErrors({ amount: caught instanceof ApiError ? errorText(caught) : t('load.error') });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <h2 className="card-title text-lg">{t('remit.title')}</h2>
        <p className="text-sm opacity-80">{t('remit.help', { amount: money(availablePoisha) })}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TakaField name="remit-amount" label={t('remit.amount')} {...field('amount')} />
          <button
            type="button"
            className="btn btn-ghost btn-sm sm:mt-8"
            onClick={() => setValue('amount', String(availablePoisha / 100))}
          >
            {t('handover.all')}
          </button>
        </div>
        <ReferenceField name="remit-reference" label={t('remit.reference')} {...field('reference')} />
        <SubmitButton busy={declare.isPending} className="btn btn-primary self-start">
          {t('remit.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
