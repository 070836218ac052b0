import type { Rider } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../components/ui/decision-buttons';

export function ReviewButtons({
  rider,
  busy,
  onApprove,
  onReject,
}: {
  rider: Rider;
  busy: boolean;
  onApprove: (rider: Rider) => void;
  onReject: (rider: Rider) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <DecisionButtons
      className="flex flex-wrap gap-2 md:justify-end"
      busy={busy}
      approve={{
        text: t('Approve'),
        label: t('approve.label', { name: rider.fullName }),
        onClick: () => onApprove(rider),
      }}
      reject={{
        text: t('Reject'),
        label: t('reject.label', { name: rider.fullName }),
        onClick: () => onReject(rider),
      }}
    />
  );
}
