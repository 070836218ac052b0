import type { PendingApproval } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import { QueryFallback } from '../../../components/ui/load-error';
import { errorText } from '../../../lib/error-text';
import { formatDhakaDateTime } from '../../../lib/format';
import { confirmPopup, promptPopup, showToast } from '../../../lib/popups';
import { useTaka } from '../../../lib/use-money';
import { useApproveDelivery, useDeliveryApprovals, useRejectDelivery } from '../api/approvals';
import { HandoverPhoto } from './handover-photo';
import { RiderPhotoCounts } from './rider-photo-counts';

function ApprovalCard({ item }: { item: PendingApproval }) {
  const { t, i18n } = useTranslation('deliveries');
  const taka = useTaka();
  const approve = useApproveDelivery();
  const reject = useRejectDelivery();
  const busy = approve.isPending || reject.isPending;
  const approveLabel = t('approvals.approveLabel', { trackingId: item.trackingId });
  const rejectLabel = t('approvals.rejectLabel', { trackingId: item.trackingId });

  async function decide(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      await showToast('success', done);
    } catch (error) {
      await showToast('error', errorText(error));
    }
  }

  async function onApprove() {
    const sure = await confirmPopup({
      icon: 'question',
      title: t('approvals.approveTitle'),
      text: t('approvals.approveText', { trackingId: item.trackingId }),
      confirmText: t('approvals.approve'),
      cancelText: t('approvals.cancel'),
    });
    if (sure) await decide(() => approve.mutateAsync(item.parcelId), t('approvals.approved'));
  }

  async function onReject() {
    const reason = await promptPopup({
      title: rejectLabel,
      text: t('approvals.hint'),
      inputLabel: t('approvals.reason'),
      confirmText: t('approvals.confirmReject'),
      cancelText: t('approvals.cancel'),
      requiredMessage: t('Say why the photo does not prove the delivery.'),
    });
    if (reason) {
      await decide(() => reject.mutateAsync({ parcelId: item.parcelId, reason }), t('approvals.rejected'));
    }
  }

  return (
    <li
      className="flex flex-col gap-3 rounded-box border border-warning/60 bg-base-100 p-4 sm:flex-row"
      data-testid="pending-approval"
      data-tracking-id={item.trackingId}
    >
      <HandoverPhoto photoId={item.photoId} trackingId={item.trackingId} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">{item.trackingId}</span>
          <span className="badge badge-warning badge-sm" data-testid="approval-flag">
            {t(`approvals.flag.${item.flag}`)}
          </span>
        </p>
        <p className="text-sm opacity-80">
          {t('approvals.submitted', { time: formatDhakaDateTime(item.submittedAt, i18n.language) })}
          {item.riderName && ` · ${t('admin.rider', { name: item.riderName })}`}
        </p>
        <p className="text-sm">
          {item.receiverName && t('approvals.receivedBy', { name: item.receiverName })}
          {item.cashCollected > 0 && ` · ${t('approvals.cash', { amount: taka(item.cashCollected / 100) })}`}
        </p>
        <DecisionButtons
          className="mt-auto flex flex-wrap gap-2"
          size="btn-sm max-sm:btn-md max-sm:flex-1"
          rejectTone="btn-outline btn-error"
          busy={busy}
          approve={{ text: t('approvals.approve'), label: approveLabel, onClick: () => void onApprove() }}
          reject={{ text: t('approvals.reject'), label: rejectLabel, onClick: () => void onReject() }}
        />
      </div>
    </li>
  );
}

/** Photo deliveries waiting for approval, each with its photo, why it waits and Approve / Reject, and the riders behind them. */
export function PendingApprovals() {
  const { t } = useTranslation('deliveries');
  const { t: ta } = useTranslation('admin');
  const approvals = useDeliveryApprovals();
  if (!approvals.isSuccess)
    return <QueryFallback query={approvals} message={t('admin.loadError')} retryLabel={ta('load.retry')} />;
  const { pending, riders, windowDays } = approvals.data;
  return (
    <div className="space-y-4">
      <p className="text-sm opacity-80">{t('approvals.hint')}</p>
      {pending.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">{t('approvals.empty')}</p>
      ) : (
        <ol className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          {pending.map((item) => (
            <ApprovalCard key={item.parcelId} item={item} />
          ))}
        </ol>
      )}
      <RiderPhotoCounts riders={riders} windowDays={windowDays} />
    </div>
  );
}
