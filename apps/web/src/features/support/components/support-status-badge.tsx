import type { SupportRequest, SupportStatus } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../lib/format';

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

/** A request's heading (its number and topic) with its status beside it. */
export function SupportRequestHeading({
  request,
  className,
}: {
  request: Pick<SupportRequest, 'number' | 'topic' | 'status'>;
  className: string;
}) {
  const { t, i18n } = useTranslation('support');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className={className}>
        {t('request.heading', {
          number: localDigits(String(request.number), i18n.language),
          topic: t(`topic.${request.topic}`),
        })}
      </h2>
      <SupportStatusBadge status={request.status} />
    </div>
  );
}
