import { createWebhookEndpointSchema, type WebhookEndpointWithSecret, webhookEventTypes } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCreateWebhookEndpoint } from '../api/webhooks';

/** Registers an endpoint; the parent shows the secret the answer carries, once. */
export function WebhookEndpointForm({ onCreated }: { onCreated(endpoint: WebhookEndpointWithSecret): void }) {
  const { t } = useTranslation('merchants');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['parcel.status_changed']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateWebhookEndpoint();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createWebhookEndpointSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        setUrl('');
        setDescription('');
        onCreated(endpoint);
      },
      onError: (error) => setErrors(error instanceof ApiError && error.fields ? error.fields : {}),
    });
  }

  return (
    <form className="card border border-base-300 bg-base-100" onSubmit={submit} noValidate>
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{t('webhooks.add.title')}</h2>
        <label className="floating-label">
          <span>{t('webhooks.add.url')}</span>
          <input
            className={`input w-full ${errors.url ? 'input-error' : ''}`}
            type="url"
            inputMode="url"
            placeholder="https://shop.example.com/desh-webhooks"
            value={url}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={errors.url ? 'webhook-url-error' : undefined}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
        </label>
        <FieldError id="webhook-url-error" message={errors.url} />
        <label className="floating-label">
          <span>{t('webhooks.add.description')}</span>
          <input
            className="input w-full"
            placeholder={t('webhooks.add.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
        </label>
        <fieldset className="fieldset flex flex-col gap-2">
          <legend className="fieldset-legend">{t('webhooks.add.events')}</legend>
          {webhookEventTypes.map((type) => (
            <label key={type} className="label cursor-pointer items-start gap-2 whitespace-normal">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={events.includes(type)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setEvents((current) => (on ? [...current, type] : current.filter((item) => item !== type)));
                }}
              />
              <span className="flex min-w-0 flex-col">
                <span className="break-all font-mono text-sm text-base-content" translate="no">
                  {type}
                </span>
                <span className="text-sm text-base-content/80">{t(`webhooks.event.${type}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FieldError id="webhook-events-error" message={errors.events} />
        {create.error && !(create.error instanceof ApiError && create.error.fields) && (
          <p role="alert" className="text-sm text-error">
            {errorText(create.error)}
          </p>
        )}
        <div className="card-actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('webhooks.add.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
