import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@desh/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiList, FiRefreshCw, FiTrash2 } from 'react-icons/fi';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { confirmPopup, showToast } from '../../../lib/popups';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhooks';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookTestButton } from './webhook-test-button';

function SecretOnce({ endpoint, onClose }: { endpoint: WebhookEndpointWithSecret; onClose(): void }) {
  const { t } = useTranslation('merchants');
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-col items-start gap-2">
      <p className="font-semibold">{t('webhooks.secret.title', { url: endpoint.url })}</p>
      <p className="text-sm">{t('webhooks.secret.text')}</p>
      <code
        data-testid="webhook-secret"
        translate="no"
        className="break-all rounded bg-base-100 px-2 py-1 text-sm"
      >
        {endpoint.secret}
      </code>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() =>
            void navigator.clipboard
              .writeText(endpoint.secret)
              .then(() => showToast('success', t('webhooks.secret.copied')))
          }
        >
          {t('webhooks.secret.copy')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {t('webhooks.secret.done')}
        </button>
      </div>
    </div>
  );
}

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret(e: WebhookEndpointWithSecret): void;
}) {
  const { t } = useTranslation('merchants');
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();

  async function confirmThen(title: string, text: string, action: () => void) {
    const ok = await confirmPopup({
      title,
      text,
      confirmText: t('webhooks.confirm'),
      cancelText: t('webhooks.cancel'),
    });
    if (ok) action();
  }
  // Rotating the secret and removing the endpoint both ask first, in the action's own words.
  const confirmedButton = (
    action: 'rotate' | 'remove',
    className: string,
    icon: ReactNode,
    pending: boolean,
    run: () => void,
  ) => (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => void confirmThen(t(`webhooks.${action}.title`), t(`webhooks.${action}.text`), run)}
    >
      {icon}
      {t(`webhooks.${action}.button`)}
    </button>
  );

  return (
    <li className="card border border-base-300 bg-base-100" data-testid="webhook-endpoint">
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="break-all font-mono text-sm font-semibold">{endpoint.url}</p>
            {endpoint.description && <p className="text-sm opacity-70">{endpoint.description}</p>}
          </div>
          <label className="label cursor-pointer gap-2">
            <input
              type="checkbox"
              className="toggle toggle-sm toggle-success"
              checked={endpoint.enabled}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ id: endpoint.id, changes: { enabled: event.currentTarget.checked } })
              }
            />
            {endpoint.enabled ? t('webhooks.enabled') : t('webhooks.paused')}
          </label>
        </div>
        <ul className="flex flex-wrap gap-1" aria-label={t('webhooks.add.events')}>
          {endpoint.events.map((type) => (
            // The event's code, as the merchant's system receives it: not a word to translate.
            <li key={type} className="badge badge-outline font-mono text-xs" translate="no">
              {type}
            </li>
          ))}
        </ul>
        <p className="text-xs opacity-70">{t('webhooks.secretPrefix', { prefix: endpoint.secretPrefix })}</p>
        <div className="card-actions">
          <Link className="btn btn-sm" to={paths.webhookLog(endpoint.id)}>
            <FiList aria-hidden />
            {t('webhooks.log')}
          </Link>
          {confirmedButton(
            'rotate',
            'btn btn-ghost btn-sm',
            <FiRefreshCw aria-hidden />,
            rotate.isPending,
            () => rotate.mutate(endpoint.id, { onSuccess: onSecret }),
          )}
          {confirmedButton(
            'remove',
            'btn btn-ghost btn-sm text-error',
            <FiTrash2 aria-hidden />,
            remove.isPending,
            () => remove.mutate(endpoint.id),
          )}
        </div>
        {/* A paused endpoint is sent nothing, a test neither: resume it first. */}
        <WebhookTestButton endpointId={endpoint.id} disabled={!endpoint.enabled} />
      </div>
    </li>
  );
}

export function WebhookEndpoints() {
  const { t } = useTranslation('merchants');
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="flex flex-col gap-4">
        <WebhookEndpointForm onCreated={setSecret} />
        <p className="text-sm opacity-80">
          {t('webhooks.docsHint')}{' '}
          <a className="link" href="/api/docs">
            /api/docs
          </a>
        </p>
      </div>
      <div className="flex flex-col gap-4">
        {secret && <SecretOnce endpoint={secret} onClose={() => setSecret(null)} />}
        {endpoints.isPending ? (
          <Spinner />
        ) : endpoints.error ? (
          <p role="alert" className="text-error">
            {errorText(endpoints.error)}
          </p>
        ) : endpoints.data.length === 0 ? (
          <p className="opacity-70">{t('webhooks.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {endpoints.data.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
