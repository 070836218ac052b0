import { type CashHandover, parseTakaInput } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { useConfirmHandover, useHandovers } from '../api/handovers';
import { HandoverStatusBadge } from './handover-status-badge';
import { TakaField } from './taka-field';

function ConfirmForm({ handover }: { handover: CashHandover }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const confirm = useConfirmHandover();
  const [counted, setCounted] = useState(String(handover.declaredPoisha / 100));
  const [error, setError] = useState<string>();
  const countedPoisha = parseTakaInput(counted);
  const difference = countedPoisha === undefined ? undefined : handover.declaredPoisha - countedPoisha;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (countedPoisha === undefined) return setError(t('amount.invalid'));
    setError(undefined);
    try {
      await confirm.mutateAsync({ id: handover.id, countedPoisha });
      void showToast('success', t('admin.handover.confirmed'));
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(caught) : t('load.error'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TakaField
        name={`counted-${handover.id}`}
        label={t('admin.handover.counted')}
        value={counted}
        onChange={setCounted}
        error={error}
      />
      <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
        {confirm.isPending ? <span className="loading loading-spinner loading-sm" /> : null}
        {t('admin.handover.confirm')}
      </button>
      {difference ? (
        <p className="text-sm text-error sm:self-center" data-testid="handover-difference">
          {difference > 0
            ? t('admin.handover.short', { amount: money(difference) })
            : t('admin.handover.over', { amount: money(-difference) })}
        </p>
      ) : null}
    </form>
  );
}

function HandoverCard({ handover }: { handover: CashHandover }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  return (
    <li
      className="card border border-base-300 bg-base-100 shadow-sm"
      data-testid="admin-handover"
      data-rider={handover.riderName}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{handover.riderName}</p>
            <p className="text-xs opacity-70">{date(handover.declaredAt)}</p>
          </div>
          <HandoverStatusBadge status={handover.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="opacity-70">{t('admin.handover.declared')}</dt>
            <dd className="text-lg font-bold tabular-nums">{money(handover.declaredPoisha)}</dd>
          </div>
          <div>
            <dt className="opacity-70">{t('admin.handover.riderCash')}</dt>
            <dd className="tabular-nums">{money(handover.riderCashInHandPoisha)}</dd>
          </div>
          {handover.countedPoisha !== null ? (
            <div>
              <dt className="opacity-70">{t('admin.handover.countedShort')}</dt>
              <dd className="tabular-nums">
                {money(handover.countedPoisha)}
                {handover.differencePoisha ? (
                  <span className="ml-1 text-error">({money(-handover.differencePoisha)})</span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        {handover.note ? <p className="text-sm opacity-80">{handover.note}</p> : null}
        {handover.status === 'declared' ? <ConfirmForm handover={handover} /> : null}
      </div>
    </li>
  );
}

function HandoverList({ status }: { status: 'declared' | 'confirmed' }) {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError, refetch } = useHandovers(status);
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  if (data.length === 0) return <p className="opacity-70">{t(`admin.handovers.empty.${status}`)}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {data.map((handover) => (
        <HandoverCard key={handover.id} handover={handover} />
      ))}
    </ul>
  );
}

/** Handovers waiting to be counted first, then the ones already confirmed. */
export function CashHandoversAdmin() {
  const { t } = useTranslation('ledger');
  return (
    <div className="space-y-8">
      <HeadedSection
        id="waiting-title"
        title={t('admin.handovers.waiting')}
        headingClassName="mb-3 text-lg font-semibold"
      >
        <HandoverList status="declared" />
      </HeadedSection>
      <HeadedSection
        id="confirmed-title"
        title={t('admin.handovers.confirmedTitle')}
        headingClassName="mb-3 text-lg font-semibold"
      >
        <HandoverList status="confirmed" />
      </HeadedSection>
    </div>
  );
}
