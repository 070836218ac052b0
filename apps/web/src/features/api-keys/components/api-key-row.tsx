import type { ApiKey } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { formatDhakaDateTime } from '../../../lib/format';
import { changeWithFeedback, confirmByKeys } from '../../../lib/mutation-flow';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useConfirmApiKey, useRevokeApiKey } from '../api/api-keys';

/** One key: its prefix and times; revoke a live key, confirm one a password reset suspended. */
export function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation('api-keys');
  const number = useNumberFormat();
  const revoke = useRevokeApiKey();
  const confirm = useConfirmApiKey();
  const suspended = !apiKey.revokedAt && apiKey.suspendedAt;
  const when = (iso: string) => formatDhakaDateTime(iso, i18n.language);

  async function onRevoke() {
    const confirmed = await confirmByKeys(t, 'revoke', { name: apiKey.name });
    if (confirmed)
      await changeWithFeedback(() => revoke.mutateAsync(apiKey.id), t('revoke.done'), t('revoke.failed'));
  }

  const onConfirm = () =>
    changeWithFeedback(() => confirm.mutateAsync(apiKey.id), t('confirm.done'), t('confirm.failed'));

  // A button named for the key it acts on, so a screen reader tells the rows' buttons apart.
  const keyButton = (
    action: 'confirm' | 'revoke',
    className: string,
    onClick: () => void,
    pending: boolean,
  ) => (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={pending}
      aria-label={t(`${action}.label`, { name: apiKey.name })}
    >
      {t(`${action}.button`)}
    </button>
  );

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-base-300 py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {apiKey.name}{' '}
          {apiKey.test && (
            <span className="badge badge-sm badge-info badge-soft me-1" data-testid="api-key-test">
              {t('status.test')}
            </span>
          )}
          {apiKey.revokedAt ? (
            <span className="badge badge-sm badge-error">{t('status.revoked')}</span>
          ) : suspended ? (
            <span className="badge badge-sm badge-warning">{t('status.suspended')}</span>
          ) : (
            <span className="badge badge-sm badge-primary badge-soft">{t('status.active')}</span>
          )}
        </p>
        <p className="font-mono text-sm break-all">{apiKey.prefix}…</p>
        <p className="text-xs opacity-80">
          {t('created.at', { when: when(apiKey.createdAt) })} ·{' '}
          {apiKey.lastUsedAt ? t('used.at', { when: when(apiKey.lastUsedAt) }) : t('used.never')} ·{' '}
          {t('limit', { count: apiKey.rateLimitPerMinute, value: number(apiKey.rateLimitPerMinute) })}
          {apiKey.revokedAt && <> · {t('revoked.at', { when: when(apiKey.revokedAt) })}</>}
        </p>
      </div>
      {suspended && (
        <p
          className="order-last basis-full rounded-box bg-warning/15 px-3 py-2 text-sm"
          data-testid="api-key-suspended"
        >
          {t('suspended.text', { when: when(suspended) })}
        </p>
      )}
      {suspended && keyButton('confirm', 'btn btn-sm btn-primary', onConfirm, confirm.isPending)}
      {!apiKey.revokedAt &&
        keyButton('revoke', 'btn btn-sm btn-error btn-outline', onRevoke, revoke.isPending)}
    </li>
  );
}
