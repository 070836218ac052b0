import type { StepUpProof } from '@desh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSmartphone } from 'react-icons/fi';
import { type ProofErrors, StepUpProofField } from '../../../components/step-up/step-up-proof';
import { ApiError } from '../../../lib/api-client';
import { localDigits } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { getSession, sessionQueryKey } from '../api/auth-api';
import { addPhoneWithCode, sendSignInCode } from '../api/phone-auth-api';
import { phoneErrorText } from './phone-code';
import { SmsCodeField } from './phone-fields';
import { CodeSentNote, PhoneNumberStep, useCodeStepForm } from './phone-steps';

/** The signed-in user's sign-in phone: added (or changed) only by typing the code texted to it. */
export function SignInPhoneCard() {
  const { t, i18n } = useTranslation('auth');
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });
  const current = session.data?.user.phoneNumberVerified ? session.data.user.phoneNumber : null;
  const [pending, setPending] = useState<string | null>(null);

  return (
    <section className="card border border-base-300 bg-base-100" data-testid="sign-in-phone">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">
          <FiSmartphone aria-hidden />
          {t('account.phoneTitle')}
        </h2>
        <p className="text-sm opacity-80">{t('account.phoneIntro')}</p>
        <p className="font-semibold" data-testid="sign-in-phone-current">
          {current
            ? t('account.phoneCurrent', { phone: localDigits(current, i18n.language) })
            : t('account.phoneNone')}
        </p>
        {pending ? (
          <ConfirmStep phone={pending} onDone={() => setPending(null)} />
        ) : (
          <PhoneNumberStep
            id="account-phone-number"
            label={t(current ? 'account.newPhone' : 'field.phone')}
            submitLabel={t('phone.send')}
            send={sendSignInCode}
            onSent={setPending}
          />
        )}
      </div>
    </section>
  );
}

function ConfirmStep({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useCodeStepForm();
  // Replacing the sign-in phone moves where change codes go: it asks for the password (or a code to the old phone).
  const [proof, setProof] = useState<StepUpProof>({});
  const [proofErrors, setProofErrors] = useState<ProofErrors>({});
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setProofErrors({});
    try {
      await addPhoneWithCode(phone, code, proof);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.currentPassword || fields?.changeCode) {
        setProofErrors({ currentPassword: fields.currentPassword, code: fields.changeCode });
        return;
      }
      await showToast('error', phoneErrorText(error, t));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await queryClient.invalidateQueries({ queryKey: ['step-up'] });
    onDone();
    await showToast('success', t('account.phoneSaved', { phone: localDigits(phone, i18n.language) }));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <CodeSentNote>{t('phone.sent', { phone: localDigits(phone, i18n.language) })}</CodeSentNote>
      <SmsCodeField
        id="account-phone-code"
        label={t('field.code')}
        error={form.formState.errors.code?.message}
        registration={form.register('code')}
      />
      <StepUpProofField
        idPrefix="account-phone"
        value={proof}
        onChange={setProof}
        errors={proofErrors}
        optional
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {t('account.confirm')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
