import type { SupportStatus } from '@desh/shared';
import { useTranslation } from 'react-i18next';

const tone: Record<SupportStatus, string> = {
  open: 'badge-warning',
  answered: 'badge-info',
  closed: 'badge-neutral',
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <span data-status={status} className={`badge badge-sm whitespace-nowrap ${tone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
