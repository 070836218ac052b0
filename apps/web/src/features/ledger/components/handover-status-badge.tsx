import type { HandoverStatus } from '@desh/shared';
import { useTranslation } from 'react-i18next';

export function HandoverStatusBadge({ status }: { status: HandoverStatus }) {
  const { t } = useTranslation('ledger');
  return (
    <span
      data-status={status}
      className={`badge badge-sm ${status === 'confirmed' ? 'badge-success' : 'badge-warning'} badge-soft`}
    >
      {t(`handover.status.${status}`)}
    </span>
  );
}
