import type { HubKindName } from '@desh/shared';
import { useTranslation } from 'react-i18next';

const tone: Record<HubKindName, string> = {
  pickup: 'badge-info',
  sorting: 'badge-secondary',
  last_mile: 'badge-success',
};

export function HubKindBadges({ kinds }: { kinds: readonly HubKindName[] }) {
  const { t } = useTranslation('hubs');
  return (
    <span className="flex flex-wrap gap-1">
      {kinds.map((kind) => (
        <span key={kind} className={`badge badge-soft badge-sm ${tone[kind]}`}>
          {t(`kind.${kind}`)}
        </span>
      ))}
    </span>
  );
}
