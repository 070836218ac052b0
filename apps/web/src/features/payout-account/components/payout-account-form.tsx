import {
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutAccountMethod,
  payoutAccountInputSchema,
  payoutAccountMethods,
  type StepUpProof,
} from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proofErrorsOf, StepUpProofField } from '../../../components/step-up/step-up-proof';
import { controlProps, FormField, SubmitButton } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { confirmByKeys } from '../../../lib/mutation-flow';
import { showToast } from '../../../lib/popups';
import { useSavePayoutAccount } from '../api/payout-account';

const bankFields = ['bankName', 'branchName', 'accountName', 'accountNumber', 'routingNumber'] as const;
type Field = 'walletNumber' | (typeof bankFields)[number];
type ErrorKey = Field | keyof StepUpProof | 'form';
type Values = Record<Field, string>;

function valuesOf(account: PayoutAccount | null): Values {
  return {
    walletNumber: account?.walletNumber ?? '',
    bankName: account?.bankName ?? '',
    branchName: account?.branchName ?? '',
    accountName: account?.accountName ?? '',
    accountNumber: account?.accountNumber ?? '',
    routingNumber: account?.routingNumber ?? '',
  };
}

/** bKash, Nagad or a bank account; a change is confirmed first, as payouts follow it at once. */
export function PayoutAccountForm({
  account,
  onDone,
}: {
  account: PayoutAccount | null;
  onDone?: () => void;
}) {
  const { t } = useTranslation('payout-account');
  const save = useSavePayoutAccount();
  const [method, setMethod] = useState<PayoutAccountMethod>(account?.method ?? 'bkash');
  const [values, setValues] = useState<Values>(() => valuesOf(account));
  const [proof, setProof] = useState<StepUpProof>({});
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});

  const input = (): PayoutAccountInput =>
    method === 'bank'
      ? {
          method,
          bankName: values.bankName,
          branchName: values.branchName,
          accountName: values.accountName,
          accountNumber: values.accountNumber,
          routingNumber: values.routingNumber,
        }
      : { method, walletNumber: values.walletNumber };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = payoutAccountInputSchema.safeParse(input());
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'form') as ErrorKey;
        next[name] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    if (account) {
      const sure = await confirmByKeys(t, 'confirm');
      if (!sure) return;
    }
    try {
      await save.mutateAsync({ ...input(), ...proof });
      setProof({});
      void showToast('success', t('saved'));
      onDone?.();
    } catch (error) {
      // A missing or wrong password or code is shown by its field; a lock or a limit in words.
      const byProof = proofErrorsOf(error);
      if (byProof) return setErrors(byProof);
      setErrors({
        ...(error instanceof ApiError ? (error.fields as typeof errors | undefined) : {}),
        form: error instanceof ApiError && !error.fields ? errorText(error) : t('failed'),
      });
    }
  }

  const field = (name: Field, props: { inputMode?: 'tel' | 'numeric'; autoComplete?: string } = {}) => (
    <FormField id={`payout-${name}`} label={t(`field.${name}`)} error={errors[name]}>
      <input
        type={props.inputMode === 'tel' ? 'tel' : 'text'}
        {...props}
        {...controlProps(`payout-${name}`, errors[name])}
        className={`input w-full ${errors[name] ? 'input-error' : ''}`}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="payout-form-title"
    >
      <div className="card-body grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <h2 id="payout-form-title" className="text-lg font-semibold sm:col-span-2">
          {account ? t('form.change') : t('form.add')}
        </h2>
        <fieldset className="sm:col-span-2">
          <legend className="label mb-2 text-sm font-medium text-base-content">{t('field.method')}</legend>
          <div className="flex flex-wrap gap-4">
            {payoutAccountMethods.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="payout-method"
                  className="radio radio-primary radio-sm"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                {t(`method.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {method === 'bank' ? (
          <>
            {field('bankName')}
            {field('branchName')}
            {field('accountName', { autoComplete: 'name' })}
            {field('accountNumber', { inputMode: 'numeric' })}
            {field('routingNumber', { inputMode: 'numeric' })}
          </>
        ) : (
          field('walletNumber', { inputMode: 'tel' })
        )}
        <p className="text-sm opacity-80 sm:col-span-2">{t('form.notice')}</p>
        <StepUpProofField
          idPrefix="payout"
          value={proof}
          onChange={setProof}
          errors={{ currentPassword: errors.currentPassword, code: errors.code }}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-error sm:col-span-2">
            {errors.form}
          </p>
        )}
        <div className="flex gap-2 sm:col-span-2">
          <SubmitButton busy={save.isPending}>{t('form.save')}</SubmitButton>
          {onDone && (
            <button type="button" className="btn btn-ghost" onClick={onDone}>
              {t('form.cancel')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
