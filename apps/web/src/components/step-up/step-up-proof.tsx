import type { StepUpCodeSent, StepUpOptions, StepUpProof } from '@desh/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FiLock } from 'react-icons/fi';
import { ApiError, api } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { localDigits } from '../../lib/format';
import { controlProps, FormField } from '../ui/form-field';

export type ProofErrors = Partial<Record<keyof StepUpProof, string>>;

const optionsKey = ['step-up'] as const;

/** How the signed-in account proves a change: its password, else a code to its verified phone. */
export const useStepUpOptions = () =>
  useQuery({ queryKey: optionsKey, queryFn: () => api<StepUpOptions>('/step-up'), staleTime: 60_000 });

/** The proof fields' messages out of an API error (by the field), if it has any. */
export function proofErrorsOf(error: unknown): ProofErrors | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  const { currentPassword, code } = error.fields;
  return currentPassword || code ? { currentPassword, code } : undefined;
}

/**
 * The password (or, for a phone sign-in account, a code texted to its verified phone) that a change
 * of where money or messages go asks for: the server refuses the change without it.
 */
export function StepUpProofField({
  idPrefix,
  value,
  onChange,
  errors = {},
  optional = false,
}: {
  idPrefix: string;
  value: StepUpProof;
  onChange: (proof: StepUpProof) => void;
  errors?: ProofErrors;
  /** Nothing to show when the account has nothing to prove with (adding a first phone). */
  optional?: boolean;
}) {
  const { t, i18n } = useTranslation('payout-account');
  const options = useStepUpOptions();
  const send = useMutation({
    mutationFn: () => api<StepUpCodeSent>('/step-up/code', { method: 'POST' }),
  });
  if (!options.data) return null;
  const { password, phone } = options.data;
  if (!password && !phone) {
    return optional ? null : <p className="text-sm text-error sm:col-span-2">{t('stepUp.none')}</p>;
  }
  const passwordId = `${idPrefix}-current-password`;
  const codeId = `${idPrefix}-change-code`;
  const sendError = send.error ? errorText(send.error) : undefined;
  return (
    <fieldset
      className="space-y-2 rounded-box border border-base-300 p-3 sm:col-span-2"
      data-testid="step-up-proof"
    >
      <legend className="flex items-center gap-1 px-1 text-sm font-medium">
        <FiLock aria-hidden />
        {t('stepUp.title')}
      </legend>
      {password ? (
        <FormField
          id={passwordId}
          label={t('stepUp.password')}
          hint={t('stepUp.passwordHint')}
          error={errors.currentPassword}
        >
          <input
            {...controlProps(passwordId, errors.currentPassword, true)}
            type="password"
            autoComplete="current-password"
            className={`input w-full ${errors.currentPassword ? 'input-error' : ''}`}
            value={value.currentPassword ?? ''}
            onChange={(event) => onChange({ currentPassword: event.target.value })}
          />
        </FormField>
      ) : (
        <>
          <p className="text-sm opacity-80">
            {t('stepUp.codeIntro', { phone: localDigits(phone ?? '', i18n.language) })}
          </p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {send.isSuccess ? t('stepUp.sendAgain') : t('stepUp.send')}
          </button>
          {sendError && (
            <p role="alert" className="text-sm text-error">
              {sendError}
            </p>
          )}
          <FormField
            id={codeId}
            label={t('stepUp.code')}
            hint={send.isSuccess ? t('stepUp.codeSent') : undefined}
            error={errors.code}
          >
            <input
              {...controlProps(codeId, errors.code, send.isSuccess)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className={`input w-full ${errors.code ? 'input-error' : ''}`}
              value={value.code ?? ''}
              onChange={(event) => onChange({ code: event.target.value })}
            />
          </FormField>
        </>
      )}
    </fieldset>
  );
}
