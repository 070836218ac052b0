import { parseTakaInput } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshedAt } from '../../../components/field/refreshed-at';
import { SubmitButton } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { RowList, SpreadRow } from '../../../components/ui/row-list';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatDhakaTime } from '../../../lib/format-clock';
import { useOfflineQueue } from '../../../lib/offline-queue/use-offline-queue';
import { showToast } from '../../../lib/popups';
import { newIdempotencyKey, useDhakaDate, usePoisha } from '../../../lib/use-money';
import { handoverLabel, useDeclareHandover, useRiderCash } from '../api/rider-cash';
import { useTextFields } from '../hooks/use-text-fields';
import { HandoverStatusBadge } from './handover-status-badge';
import { MoneyCard, ReceivableCard } from './money-card';
import { TakaField } from './taka-field';

/** The rider's cash in hand, handing it in at the office, and what was collected and handed over. */
export function RiderCash() {
  const { t, i18n } = useTranslation('ledger');
  const { t: tf } = useTranslation('field');
  const money = usePoisha();
  const date = useDhakaDate();
  const { data, isPending, isError, refetch, dataUpdatedAt } = useRiderCash();
  const declare = useDeclareHandover();
  // Handovers declared with no network wait on the phone: their cash is not declared twice meanwhile.
  const keptHandovers = useOfflineQueue().waiting.filter((action) => action.label === handoverLabel);
  const keptPoisha = keptHandovers.reduce((sum, action) => sum + (action.amountPoisha ?? 0), 0);
  const { values, setValue, setErrors, field } = useTextFields({ amount: '' });
  const setError = (error?: string) => setErrors({ amount: error });
  // One key per handover the rider means to make: a retry after a lost answer cannot declare twice.
  const [key, setKey] = useState(newIdempotencyKey);

  if (isPending) return <Spinner />;
  if (isError || !data) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  const available = Math.max(data.cashInHandPoisha - data.awaitingConfirmationPoisha - keptPoisha, 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const poisha = parseTakaInput(values.amount);
    if (poisha === undefined || poisha <= 0) return setError(t('amount.invalid'));
    if (poisha > available) return setError(t('handover.tooMuch', { amount: money(available) }));
    setError(undefined);
    try {
      const outcome = await declare.mutateAsync({ amountPoisha: poisha, idempotencyKey: key });
      setKey(newIdempotencyKey());
      setValue('amount', '');
      void showToast('success', outcome.sent ? t('handover.declared') : tf('handover.kept'));
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(caught) : t('load.error'));
    }
  }

  return (
    <div className="space-y-6">
      <RefreshedAt updatedAt={dataUpdatedAt} />
      <div className="grid gap-3 sm:grid-cols-3">
        <MoneyCard
          testId="cash-in-hand"
          tone="primary"
          label={t('cash.inHand')}
          value={money(data.cashInHandPoisha)}
          hint={
            <>
              {t('cash.inHandHint')}
              {data.pendingApprovalPoisha > 0 && (
                <span className="mt-1 block font-semibold" data-testid="cash-pending-approval">
                  {t('cash.pendingApproval', { amount: money(data.pendingApprovalPoisha) })}
                </span>
              )}
            </>
          }
        />
        <MoneyCard
          testId="cash-awaiting"
          label={t('cash.awaiting')}
          value={money(data.awaitingConfirmationPoisha)}
          hint={t('cash.awaitingHint')}
        />
        <ReceivableCard
          testId="cash-receivable"
          label={t('cash.receivable')}
          hint={t('cash.receivableHint')}
          poisha={data.receivablePoisha}
        />
      </div>

      <form onSubmit={submit} className="card border border-base-300 bg-base-100 shadow-sm" noValidate>
        <div className="card-body gap-3 p-4">
          <h2 className="card-title text-lg">{t('handover.title')}</h2>
          <p className="text-sm" data-testid="handover-help">
            {available === 0 && data.awaitingConfirmationPoisha > 0
              ? t('handover.allDeclared', { amount: money(data.awaitingConfirmationPoisha) })
              : t('handover.help', { amount: money(available) })}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            {/* The field takes what the buttons leave: at its full width it pushed "Declare handover" out
                of the card at 1280 px. */}
            <div className="min-w-0 flex-1">
              <TakaField name="amount" label={t('handover.amount')} {...field('amount')} />
            </div>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                className="btn btn-outline"
                disabled={available === 0}
                onClick={() => setValue('amount', String(available / 100))}
              >
                {t('handover.all')}
              </button>
              <SubmitButton busy={declare.isPending} disabled={available === 0}>
                {t('handover.submit')}
              </SubmitButton>
            </div>
          </div>
        </div>
      </form>

      {keptHandovers.length > 0 && (
        <HeadedSection id="kept-handovers-title" title={tf('handover.keptTitle')}>
          <ul className="divide-y divide-base-300 rounded-box border border-warning/60 bg-warning/10">
            {keptHandovers.map((action) => (
              <SpreadRow key={action.key} testId="handover-kept">
                <p className="text-sm">
                  {tf('handover.keptAt', { time: formatDhakaTime(action.doneAt, i18n.language) })}
                </p>
                <p className="font-semibold tabular-nums">{money(action.amountPoisha ?? 0)}</p>
              </SpreadRow>
            ))}
          </ul>
        </HeadedSection>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <HeadedSection id="collections-title" title={t('collections.title')}>
          <RowList items={data.collections} empty={<p className="opacity-70">{t('collections.empty')}</p>}>
            {(item) => (
              <SpreadRow key={item.entryId} testId="collection">
                <div className="min-w-0">
                  <p className="truncate font-mono text-sm">{item.trackingId ?? '—'}</p>
                  <p className="text-xs opacity-70">{date(item.createdAt)}</p>
                </div>
                <p className={`font-semibold tabular-nums ${item.collectedPoisha < 0 ? 'text-error' : ''}`}>
                  {money(item.collectedPoisha)}
                </p>
              </SpreadRow>
            )}
          </RowList>
        </HeadedSection>
        <HeadedSection id="handovers-title" title={t('handovers.title')}>
          <RowList items={data.handovers} empty={<p className="opacity-70">{t('handovers.empty')}</p>}>
            {(item) => (
              <SpreadRow key={item.id} testId="handover">
                <div className="min-w-0">
                  <p className="text-sm">{date(item.declaredAt)}</p>
                  <HandoverStatusBadge status={item.status} />
                  {item.differencePoisha ? (
                    <p className="text-xs text-warning">
                      {t('handover.difference', { amount: money(item.differencePoisha) })}
                    </p>
                  ) : null}
                </div>
                <div className="text-right tabular-nums">
                  <p className="font-semibold">{money(item.declaredPoisha)}</p>
                  {item.countedPoisha !== null ? (
                    <p className="text-xs opacity-70">
                      {t('handover.counted', { amount: money(item.countedPoisha) })}
                    </p>
                  ) : null}
                </div>
              </SpreadRow>
            )}
          </RowList>
        </HeadedSection>
      </div>
    </div>
  );
}
