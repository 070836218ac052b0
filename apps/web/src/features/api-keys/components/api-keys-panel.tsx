import { type CreateApiKeyInput, type CreatedApiKey, createApiKeySchema } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { RowField, SubmitButton } from '../../../components/ui/form-field';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showPopup } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { useApiKeys, useCreateApiKey } from '../api/api-keys';
import { KeyRow } from './api-key-row';

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('api-keys');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // Clipboard access can be refused; the key stays selectable in the box.
    }
  }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-box border border-success bg-success/10 p-4">
      <p className="font-semibold">{t('created.title', { name: created.name })}</p>
      <p className="text-sm">{t('created.once')}</p>
      <label htmlFor="new-api-key" className="sr-only">
        {t('created.label')}
      </label>
      <input
        id="new-api-key"
        readOnly
        value={created.key}
        onFocus={(event) => event.currentTarget.select()}
        className="input w-full font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-primary" onClick={copy}>
          {copied ? t('created.copied') : t('created.copy')}
        </button>
        <button type="button" className="btn btn-sm" onClick={onDone}>
          {t('created.done')}
        </button>
      </div>
    </div>
  );
}

/** Create a key (shown once), list keys by prefix with their times, revoke one. */
export function ApiKeysPanel() {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const { register, handleSubmit, reset, setError, errors, isSubmitting } = useZodForm<CreateApiKeyInput>(
    createApiKeySchema,
    { name: '', test: false },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.name) setError('name', { message: error.fields.name });
      else await showPopup({ icon: 'error', title: t('create.failed'), text: errorText(error) });
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-base-content/80">{t('intro')}</p>
      <pre className="max-w-full overflow-x-auto rounded-box bg-base-200 p-3 text-sm" translate="no">
        <code>curl -H "Authorization: Bearer dsh_live_…" {window.location.origin}/api/parcels</code>
      </pre>
      {/* The reference: every operation a key may call, its fields and its answers (OpenAPI). */}
      <p>
        <a href="/api/docs" className="link link-primary font-semibold" target="_blank" rel="noopener">
          {t('reference')}
        </a>
      </p>
      {created && <NewKey created={created} onDone={() => setCreated(undefined)} />}
      <form onSubmit={onSubmit} noValidate className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-6">
          <RowField id="api-key-name" label={t('field.name')}>
            <input
              id="api-key-name"
              type="text"
              autoComplete="off"
              placeholder={t('field.name.placeholder')}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? 'api-key-name-error' : undefined}
              className={`input min-w-0 flex-1 ${errors.name ? 'input-error' : ''}`}
              {...register('name')}
            />
            <SubmitButton busy={isSubmitting}>{t('create.button')}</SubmitButton>
          </RowField>
          <FieldError id="api-key-name-error" message={errors.name?.message} />
          <label className="flex cursor-pointer items-start gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              aria-describedby="api-key-test-hint"
              {...register('test')}
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{t('field.test')}</span>
              <span id="api-key-test-hint" className="text-sm opacity-80">
                {t('field.test.hint')}
              </span>
            </span>
          </label>
        </div>
      </form>
      <HeadedSection id="api-keys-list" title={t('list.title')}>
        {keys.isPending ? (
          <Spinner />
        ) : keys.isError ? (
          <p role="alert" className="text-error">
            {t('list.failed')}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="opacity-80">{t('list.empty')}</p>
        ) : (
          <ul className="rounded-box border border-base-300 bg-base-100 px-4">
            {keys.data.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </HeadedSection>
    </div>
  );
}
