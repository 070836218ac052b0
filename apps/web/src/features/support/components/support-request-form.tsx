import {
  type SupportReceipt,
  type SupportRequestInput,
  supportRequestInputSchema,
  supportTopics,
} from '@desh/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle } from 'react-icons/fi';
import { Link } from 'react-router';
import { FormField, fieldBinder, SubmitButton, ValueOptions } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { localDigits } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAuth } from '../../auth/hooks/use-auth';
import { useCreateSupportRequest } from '../api/support-requests';

const fieldNames = ['name', 'email', 'phone', 'topic', 'message', 'trackingId'] as const;

function Sent({
  receipt,
  signedIn,
  onAnother,
}: {
  receipt: SupportReceipt;
  signedIn: boolean;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('support');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-box border-2 border-success bg-base-100 p-4 outline-none focus-visible:ring-2 focus-visible:ring-success"
      data-testid="support-sent"
    >
      <FiCheckCircle className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">
          {t('form.sentTitle', { number: localDigits(String(receipt.number), i18n.language) })}
        </h2>
        <p>{signedIn ? t('form.sentSignedIn') : t('form.sentVisitor')}</p>
        <div className="flex flex-wrap gap-2">
          {signedIn && (
            <Link to={paths.mySupportRequests} className="btn btn-primary btn-sm">
              {t('mine.title')}
            </Link>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={onAnother}>
            {t('form.another')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The request form: visitors leave an email or a phone to be answered on; a signed-in user's are filled in. */
export function SupportRequestForm() {
  const { t, i18n } = useTranslation('support');
  const { user } = useAuth();
  const create = useCreateSupportRequest();
  const [receipt, setReceipt] = useState<SupportReceipt | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, getValues, errors, isSubmitting } =
    useZodForm<SupportRequestInput>(supportRequestInputSchema, {
      name: '',
      email: '',
      phone: '',
      topic: '' as SupportRequestInput['topic'],
      message: '',
      trackingId: '',
    });

  // The session arrives after the first render: fill in what the form does not have yet.
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    reset({
      ...current,
      name: current.name || user.displayName || '',
      email: current.email || user.contactEmail || '',
    });
  }, [user, getValues, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setReceipt(await create.mutateAsync({ ...values, locale: i18n.language === 'en' ? 'en' : 'bn' }));
      reset({ ...getValues(), topic: '' as SupportRequestInput['topic'], message: '', trackingId: '' });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if ((fieldNames as readonly string[]).includes(name)) {
            setError(name as (typeof fieldNames)[number], { message });
          }
        }
      }
      setFormError(error instanceof ApiError && error.status === 429 ? t('form.tooMany') : t('form.failed'));
    }
  });

  if (receipt) return <Sent receipt={receipt} signedIn={Boolean(user)} onAnother={() => setReceipt(null)} />;

  const err = (name: (typeof fieldNames)[number]) => errors[name]?.message;
  const bind = fieldBinder('support', err, register);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="support-form-title"
    >
      <div className="card-body grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <div className="sm:col-span-2">
          <h2 id="support-form-title" className="text-lg font-semibold">
            {t('form.title')}
          </h2>
          <p className="text-sm opacity-80">{t('form.intro')}</p>
        </div>
        <FormField id="support-name" label={t('field.name')} error={err('name')}>
          <input type="text" autoComplete="name" {...bind('name')} />
        </FormField>
        <FormField id="support-topic" label={t('field.topic')} error={err('topic')}>
          <select {...bind('topic', 'select')}>
            <option value="" disabled>
              {t('field.topicChoose')}
            </option>
            <ValueOptions values={supportTopics} label={(topic) => t(`topic.${topic}`)} />
          </select>
        </FormField>
        <FormField id="support-email" label={t('field.email')} error={err('email')}>
          <input type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField id="support-phone" label={t('field.phone')} error={err('phone')}>
          <input type="tel" inputMode="tel" autoComplete="tel" {...bind('phone')} />
        </FormField>
        <p className="-mt-2 text-xs opacity-80 sm:col-span-2">{t('field.contactHint')}</p>
        <FormField
          id="support-trackingId"
          label={t('field.trackingId')}
          error={err('trackingId')}
          hint={t('field.trackingHint')}
          className="sm:col-span-2"
        >
          <input
            type="text"
            autoCapitalize="characters"
            spellCheck={false}
            {...bind('trackingId', 'input', true)}
          />
        </FormField>
        <FormField
          id="support-message"
          label={t('field.message')}
          error={err('message')}
          className="sm:col-span-2"
        >
          <textarea rows={5} {...bind('message', 'textarea')} />
        </FormField>
        {formError && (
          <p role="alert" className="text-sm text-error sm:col-span-2">
            {formError}
          </p>
        )}
        <div className="sm:col-span-2">
          <SubmitButton busy={isSubmitting}>{t('form.submit')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
