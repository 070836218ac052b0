import {
  type MerchantBalance,
  type MerchantPayoutAccount,
  type PayoutMethod,
  parseTakaInput,
  payoutMethods,
} from '@desh/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SubmitButton, ValueOptions } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { newIdempotencyKey, usePoisha } from '../../../lib/use-money';
import { PayoutDestinationNote } from '../../payout-account/components/merchant-account-summary';
import { useCreatePayout } from '../api/merchants';
import { useTextFields } from '../hooks/use-text-fields';
import { ReferenceField } from './reference-field';
import { TakaField } from './taka-field';

/** Records a payout to one merchant, at most their payable, by default to their saved account. */
export function PayoutForm({
  merchant,
  account,
  onDone,
}: {
  merchant: MerchantBalance;
  account?: MerchantPayoutAccount;
  onDone: () => void;
}) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const create = useCreatePayout();
  const id = useId();
  const { values, errors, setErrors, field } = useTextFields({
    amount: String(Math.max(merchant.payablePoisha, 0) / 100),
    reference: '',
  });
  const [method, setMethod] = useState<PayoutMethod>(account?.method ?? 'bkash');
  const [key] = useState(newIdempotencyKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const poisha = parseTakaInput(values.amount);
    const next: typeof errors = {};
    if (poisha === undefined || poisha <= 0) next.amount = t('amount.invalid');
    else if (poisha > merchant.payablePoisha)
      next.amount = t('payout.tooMuch', { amount: money(Math.max(merchant.payablePoisha, 0)) });
    if (!values.reference.trim()) next.reference = t('payout.referenceRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || poisha === undefined) return;
    try {
      await create.mutateAsync({
        merchantId: merchant.merchantId,
        amountPoisha: poisha,
        method,
        reference: values.reference.trim(),
        idempotencyKey: key,
      });
      void showToast('success', t('payout.recorded'));
      onDone();
    } catch (caught) {
      setErrors({ form: caught instanceof ApiError ? errorText(caught) : t('load.error') });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-box bg-base-200 p-3 sm:grid-cols-2"
      data-testid="payout-form"
    >
      <TakaField name="payout-amount" label={t('payout.amount')} {...field('amount')} />
      <FormField className="form-control w-full" id={`${id}-method`} label={t('payout.method')}>
        <select
          id={`${id}-method`}
          className="select w-full"
          value={method}
          onChange={(event) => setMethod(event.target.value as PayoutMethod)}
        >
          <ValueOptions values={payoutMethods} label={(value) => t(`method.${value}`)} />
        </select>
      </FormField>
      <PayoutDestinationNote account={account} method={method} />
      <ReferenceField
        className="form-control w-full sm:col-span-2"
        label={t('payout.reference')}
        placeholder={t('payout.referencePlaceholder')}
        {...field('reference')}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <SubmitButton busy={create.isPending}>{t('payout.submit')}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('payout.cancel')}
        </button>
      </div>
    </form>
  );
}
