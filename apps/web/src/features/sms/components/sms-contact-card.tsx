import { type SmsContactInput, type StepUpProof, smsContactSchema } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiMessageSquare } from 'react-icons/fi';
import { type ProofErrors, proofErrorsOf, StepUpProofField } from '../../../components/step-up/step-up-proof';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { showPopup, showToast } from '../../../lib/popups';
import { useSaveSmsContact, useSmsContact } from '../api/sms-contact';

/** Where the sender gets SMS about their parcels (delivered, failed attempt, coming back), and in which language. */
export function SmsContactCard() {
  const { t } = useTranslation('deliveries');
  const contact = useSmsContact();
  const save = useSaveSmsContact();
  const form = useForm<SmsContactInput>({
    resolver: zodResolver(smsContactSchema),
    defaultValues: { phone: '', language: 'bn' },
  });
  const { reset } = form;
  // Moving where parcel SMS go asks for the password (or a code to the sign-in phone) each time.
  const [proof, setProof] = useState<StepUpProof>({});
  const [proofErrors, setProofErrors] = useState<ProofErrors>({});
  useEffect(() => {
    if (contact.data) reset({ phone: contact.data.phone ?? '', language: contact.data.language });
  }, [contact.data, reset]);
  const errors = form.formState.errors;

  /** A missing or wrong proof is shown by its field; anything else in a popup. */
  async function refused(error: unknown) {
    const byProof = proofErrorsOf(error);
    if (byProof) return setProofErrors(byProof);
    await showPopup({ icon: 'error', title: t('sms.title'), text: errorText(error) });
  }

  async function submit(values: SmsContactInput) {
    setProofErrors({});
    try {
      const saved = await save.mutateAsync({ contact: values, proof });
      setProof({});
      await showToast('success', t('sms.saved', { phone: saved.phone }));
    } catch (error) {
      await refused(error);
    }
  }

  async function turnOff() {
    setProofErrors({});
    try {
      await save.mutateAsync({ contact: null, proof });
    } catch (error) {
      return refused(error);
    }
    setProof({});
    reset({ phone: '', language: 'bn' });
    await showToast('success', t('sms.turnedOff'));
  }

  return (
    <details className="group mb-4 rounded-box border border-base-300 bg-base-100" data-testid="sms-contact">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-2 p-4 font-semibold">
        <FiMessageSquare aria-hidden />
        {t('sms.title')}
        {contact.data?.phone && (
          <span className="text-sm font-normal opacity-70">
            {t('sms.current', { phone: contact.data.phone })}
          </span>
        )}
        <FiChevronDown className="ml-auto transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <form className="space-y-3 px-4 pb-4" onSubmit={form.handleSubmit(submit)} noValidate>
        <p className="text-sm opacity-80">{t('sms.intro')}</p>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <FormField
            className="form-control"
            id="sms-phone"
            label={t('sms.phone')}
            error={errors.phone?.message}
          >
            <input
              {...controlProps('sms-phone', errors.phone?.message)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className="input input-bordered w-full"
              {...form.register('phone')}
            />
          </FormField>
          <FormField className="form-control" id="sms-language" label={t('sms.language')}>
            <select
              id="sms-language"
              className="select select-bordered w-full"
              {...form.register('language')}
            >
              <option value="bn">{t('sms.language.bn')}</option>
              <option value="en">{t('sms.language.en')}</option>
            </select>
          </FormField>
        </div>
        <StepUpProofField idPrefix="sms" value={proof} onChange={setProof} errors={proofErrors} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {t('sms.save')}
          </button>
          {contact.data?.phone && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={save.isPending}
              onClick={() => void turnOff()}
            >
              {t('sms.off')}
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
